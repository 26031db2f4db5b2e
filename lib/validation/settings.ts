import { z } from "zod";
import { requiredText } from "@/lib/validation/text";

export const SETTING_TYPES = ["text", "textarea", "boolean", "number", "email", "url", "color"] as const;
export const SETTING_CATEGORIES = ["general", "appearance", "chatbot", "contact", "social"] as const;

export type SettingTypeName = (typeof SETTING_TYPES)[number];

export const SETTING_REQUIRED = "Please enter a key and a display name";
export const MAX_SETTING_VALUE_LENGTH = 10_000;

const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Checked on write and again where URL settings are read for pages (decision 011). */
export function isSafeSettingUrl(value: string): boolean {
  if (/^\/(?![/\\])\S*$/.test(value)) return true;
  if (/^(mailto|tel):[^\s]+$/i.test(value)) return true;
  return z.url({ protocol: /^https?$/ }).safeParse(value).success;
}

export function emailList(value: string): string[] | null {
  const parts = value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 20) return null;
  return parts.every((part) => z.email().safeParse(part).success) ? parts : null;
}

export function settingValueError(type: SettingTypeName, value: string): string | null {
  switch (type) {
    case "boolean":
      return value === "true" || value === "false" ? null : "A yes/no setting must be 'true' or 'false'";
    case "number":
      return value.trim() !== "" && Number.isFinite(Number(value)) ? null : "Enter a number";
    case "email":
      return emailList(value) ? null : "Enter a valid email address, or several separated by commas";
    case "url":
      return isSafeSettingUrl(value)
        ? null
        : "Enter a full address starting with http:// or https://, a mailto: or tel: link, or a site path starting with /";
    case "color":
      return COLOR.test(value) ? null : "Enter a colour like #7c2d12";
    case "text":
    case "textarea":
      return null;
  }
}

export const settingSchema = z
  .object({
    name: requiredText(SETTING_REQUIRED, 100, "A key can be at most 100 characters").regex(
      /^[a-z][a-z0-9_]*$/,
      "Use lowercase letters, numbers and underscores, starting with a letter",
    ),
    displayName: requiredText(SETTING_REQUIRED, 200, "A display name can be at most 200 characters"),
    value: z
      .string("Enter a value")
      .max(MAX_SETTING_VALUE_LENGTH, `A value can be at most ${MAX_SETTING_VALUE_LENGTH} characters`),
    type: z.enum(SETTING_TYPES, "Choose one of the setting types"),
    description: z
      .string()
      .trim()
      .max(1000, "A description can be at most 1000 characters")
      .nullish()
      .transform((value) => value || null),
    category: z.enum(SETTING_CATEGORIES, "Choose one of the setting categories"),
    isPublic: z.boolean("isPublic must be true or false"),
  })
  .superRefine((input, ctx) => {
    const error = settingValueError(input.type, input.value);
    if (error) ctx.addIssue({ code: "custom", path: ["value"], message: error });
  });
export type SettingInput = z.input<typeof settingSchema>;
