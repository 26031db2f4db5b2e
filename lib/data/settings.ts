import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { db } from "@/lib/db";
import { CACHE_TAGS, invalidate } from "@/lib/cache";
import { badRequest, conflict, notFound } from "@/lib/errors";
import type { SettingCategory, SettingType } from "@/lib/generated/prisma/enums";
import type { Actor } from "@/lib/data/content";
import { writeSettingsKeepingHistory } from "@/lib/data/settings-drafts";
import type { Prisma } from "@/lib/generated/prisma/client";
import { DEFAULT_SETTINGS, settingDefault } from "@/lib/settings/defaults";
import { isSafeSettingUrl } from "@/lib/validation/settings";

const settingSelect = {
  id: true,
  name: true,
  displayName: true,
  value: true,
  type: true,
  description: true,
  category: true,
  isPublic: true,
  updatedAt: true,
} as const;

/** Settings as the API returns them; anonymous callers get only the public ones (requirements §D3). */
export async function listSettings({ category, publicOnly }: { category?: SettingCategory; publicOnly: boolean }) {
  return db.setting.findMany({
    where: { ...(category ? { category } : {}), ...(publicOnly ? { isPublic: true } : {}) },
    select: settingSelect,
    orderBy: [{ category: "asc" }, { name: "asc" }],
  });
}

const DEFAULT_PUBLIC_VALUES = Object.fromEntries(
  DEFAULT_SETTINGS.filter((s) => s.isPublic).map((s) => [s.name, s.value]),
);
const DEFAULT_URL_SETTINGS = new Set<string>(DEFAULT_SETTINGS.filter((s) => s.type === "url").map((s) => s.name));

const renderable = (row: { name: string; value: string; type: SettingType }) =>
  !(row.type === "url" || DEFAULT_URL_SETTINGS.has(row.name)) || isSafeSettingUrl(row.value);

export async function getPublicSettingValues(): Promise<Record<string, string>> {
  "use cache";
  cacheTag(CACHE_TAGS.settings);
  cacheLife("max");
  const rows = await db.setting.findMany({
    where: { isPublic: true },
    select: { name: true, value: true, type: true },
  });
  const values = { ...DEFAULT_PUBLIC_VALUES, ...Object.fromEntries(rows.map((row) => [row.name, row.value])) };
  for (const row of rows) if (!renderable(row)) values[row.name] = "";
  return values;
}

export async function getChatbotSettings() {
  "use cache";
  cacheTag(CACHE_TAGS.settings);
  cacheLife("max");
  const rows = await db.setting.findMany({ where: { category: "chatbot" }, select: { name: true, value: true } });
  const defaults = Object.fromEntries(
    DEFAULT_SETTINGS.filter((s) => s.category === "chatbot").map((s) => [s.name, s.value]),
  );
  const values: Record<string, string> = {
    ...defaults,
    ...Object.fromEntries(rows.map((row) => [row.name, row.value])),
  };
  const maxLength = Number.parseInt(values.chatbot_max_question_length ?? "", 10);
  return {
    enabled: values.chatbot_enabled !== "false",
    title: values.chatbot_title?.trim() || null,
    welcome: values.chatbot_welcome_message?.trim() || null,
    defaultVoice: values.chatbot_default_voice?.trim() || null,
    maxQuestionLength: Number.isFinite(maxLength) && maxLength > 0 ? maxLength : null,
  };
}

export async function getContentSettings(tx: Prisma.TransactionClient | typeof db = db) {
  const names = ["content_versions_limit", "publishing_restricted_to_admins"];
  const rows = await tx.setting.findMany({ where: { name: { in: names } }, select: { name: true, value: true } });
  const value = (name: string) => rows.find((row) => row.name === name)?.value ?? settingDefault(name);
  const limit = Number.parseInt(value("content_versions_limit"), 10);
  return {
    versionsLimit: Number.isFinite(limit) && limit >= 1 ? Math.min(limit, 10_000) : 50,
    publishingRestricted: value("publishing_restricted_to_admins") === "true",
  };
}

type SettingWrite = {
  name: string;
  displayName: string;
  value: string;
  type: SettingType;
  description: string | null;
  category: SettingCategory;
  isPublic: boolean;
};

const SETTING_NAME_TAKEN = "A setting with that key already exists.";

async function assertSettingNameFree(name: string, exceptId?: number) {
  const taken = await db.setting.findFirst({
    where: { name, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { id: true },
  });
  if (taken) throw conflict(SETTING_NAME_TAKEN, { name: [SETTING_NAME_TAKEN] });
}

export async function createSetting(input: SettingWrite, actor?: Actor) {
  await assertSettingNameFree(input.name);
  const { result: setting, changedTexts } = await writeSettingsKeepingHistory(
    [input.name],
    (tx) => tx.setting.create({ data: input, select: settingSelect }),
    actor,
  );
  invalidate(CACHE_TAGS.settings);
  return { setting, changedTexts };
}

export async function updateSetting({ id, ...input }: SettingWrite & { id: number }, actor?: Actor) {
  const existing = await db.setting.findUnique({ where: { id }, select: { type: true, name: true } });
  if (!existing) throw notFound("Setting not found.");
  // decision 011: a setting's type is fixed at creation (a text setting could carry a data: URL into a link).
  if (input.type !== existing.type) {
    throw badRequest("A setting's type cannot be changed.", { type: ["A setting's type cannot be changed."] });
  }
  await assertSettingNameFree(input.name, id);
  const { result: setting, changedTexts } = await writeSettingsKeepingHistory(
    [existing.name, input.name],
    (tx) => tx.setting.update({ where: { id }, data: input, select: settingSelect }),
    actor,
  );
  invalidate(CACHE_TAGS.settings);
  return { setting, changedTexts };
}

export async function deleteSetting(id: number, actor?: Actor) {
  const existing = await db.setting.findUnique({ where: { id }, select: { name: true } });
  if (!existing) throw notFound("Setting not found.");
  const { changedTexts } = await writeSettingsKeepingHistory(
    [existing.name],
    (tx) => tx.setting.delete({ where: { id }, select: { id: true } }),
    actor,
  );
  invalidate(CACHE_TAGS.settings);
  return { changedTexts };
}
