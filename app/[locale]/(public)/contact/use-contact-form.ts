"use client";

import { useForm, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import type { Locale } from "@/lib/i18n/config";
import type { Translate } from "@/lib/i18n/translator";
import { ApiClientError } from "@/lib/api/client";
import { contactApi } from "@/lib/api/public/contact";
import { CONTACT_REQUIRED_FIELDS } from "@/lib/constants";
import type { ContactFormValues, ContactInput } from "@/lib/validation/contact";

export const FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof FIELDS)[number];

// requirements §9: one toast at a time, so a new outcome replaces the last.
const TOAST_ID = "contact-form";
const EMPTY: ContactFormValues = { name: "", email: "", subject: "", message: "", website: "" };

// The shared zod schema loads when the visitor first submits (or starts typing), not with the page.
export const loadValidation = () =>
  Promise.all([import("@/lib/validation/contact"), import("@hookform/resolvers/zod")]);
const resolver: Resolver<ContactFormValues, unknown, ContactInput> = async (values, context, options) => {
  const [{ contactSchema }, { zodResolver }] = await loadValidation();
  return zodResolver(contactSchema)(values, context, options);
};

function retryWhen(locale: Locale, seconds = 600): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
  return seconds < 60 ? format.format(seconds, "second") : format.format(Math.ceil(seconds / 60), "minute");
}

export function useContactForm(t: Translate, locale: Locale) {
  // No defaultValues: fields then adopt whatever was typed before hydration instead of clearing it.
  const form = useForm<ContactFormValues, unknown, ContactInput>({ resolver });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await contactApi.send(values);
        toast.success(t("contact.toast.sentTitle"), { id: TOAST_ID, description: t("contact.toast.sentBody") });
        form.reset(EMPTY);
      } catch (error) {
        if (error instanceof ApiClientError && error.errors) {
          for (const field of FIELDS) {
            const message = error.errors[field]?.[0];
            if (message) form.setError(field, { message });
          }
        }
        const description =
          error instanceof ApiClientError && error.status === 429
            ? t("contact.toast.limitedBody", { when: retryWhen(locale, error.retryAfterSeconds) })
            : t("contact.toast.errorBody");
        toast.error(t("contact.toast.errorTitle"), { id: TOAST_ID, description });
      }
    },
    () => {
      // requirements §5: a missing required field gets the "Form Incomplete" toast; other problems show at the field.
      const values = form.getValues();
      if (CONTACT_REQUIRED_FIELDS.some((field) => !values[field]?.trim())) {
        toast.error(t("contact.toast.incompleteTitle"), {
          id: TOAST_ID,
          description: t("contact.toast.incompleteBody"),
        });
      }
    },
  );

  const field = (name: ContactField, extra: { id: string; maxLength: number; required?: boolean }) => ({
    id: extra.id,
    maxLength: extra.maxLength,
    "aria-required": extra.required,
    "aria-invalid": Boolean(errors[name]),
    "aria-describedby": errors[name] ? `${extra.id}-error` : undefined,
    ...form.register(name),
  });

  return { errors, isSubmitting, onSubmit, field, registerHoneypot: () => form.register("website") };
}
