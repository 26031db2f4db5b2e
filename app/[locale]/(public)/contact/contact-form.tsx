"use client";

import type { FieldError } from "react-hook-form";
import { useI18n } from "@/components/i18n/i18n-provider";
import type { Translate } from "@/lib/i18n/translator";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { CONTACT_LIMITS } from "@/lib/constants";
import { loadValidation, useContactForm, type ContactField } from "./use-contact-form";

// The UI kit's look as fixed class strings: its class merging would add ~10 KB gzip to this page's first load.
const CONTROL =
  "flex w-full min-w-0 rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs transition-colors outline-hidden md:text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive";
const INPUT = `${CONTROL} h-10 pointer-coarse:h-11`;
const SUBMIT =
  "inline-flex h-11 w-full items-center justify-center gap-2 rounded-md bg-primary px-6 text-sm font-medium text-primary-foreground shadow-xs transition-colors hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden disabled:pointer-events-none disabled:opacity-50 sm:w-auto";

// The shared schema's messages are English; the visitor reads them in their language.
function fieldMessage(t: Translate, name: ContactField, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.type === "too_big") return t("contact.errors.tooLong", { max: CONTACT_LIMITS[name] });
  if (name === "email" && error.type === "invalid_format") return t("contact.errors.emailInvalid");
  if ((error.type === "too_small" || error.type === "invalid_type") && name !== "subject")
    return t(`contact.errors.${name}`);
  return error.message;
}

export function ContactForm() {
  const { t, locale } = useI18n();
  const { errors, isSubmitting, onSubmit, field, registerHoneypot } = useContactForm(t, locale);
  const hydrated = useHydrated();
  const described = (name: ContactField) => ({
    id: `contact-${name}`,
    label: t(`contact.form.${name}`),
    error: fieldMessage(t, name, errors[name]),
  });

  return (
    <form method="post" onSubmit={onSubmit} onFocus={loadValidation} noValidate className="relative grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field {...described("name")} required>
          <input
            className={INPUT}
            autoComplete="name"
            {...field("name", { id: "contact-name", maxLength: CONTACT_LIMITS.name, required: true })}
          />
        </Field>
        <Field {...described("email")} required>
          <input
            className={INPUT}
            type="email"
            autoComplete="email"
            {...field("email", { id: "contact-email", maxLength: CONTACT_LIMITS.email, required: true })}
          />
        </Field>
      </div>
      <Field {...described("subject")}>
        <input className={INPUT} {...field("subject", { id: "contact-subject", maxLength: CONTACT_LIMITS.subject })} />
      </Field>
      <Field {...described("message")} required>
        <textarea
          className={`${CONTROL} min-h-36 py-2`}
          rows={6}
          {...field("message", { id: "contact-message", maxLength: CONTACT_LIMITS.message, required: true })}
        />
      </Field>
      {/* Honeypot: off-screen and out of the tab order, so only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor="contact-website">{t("contact.form.honeypot")}</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...registerHoneypot()} />
      </div>
      <SubmitButton t={t} disabled={isSubmitting || !hydrated} isSubmitting={isSubmitting} />
    </form>
  );
}

function Field({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm leading-none font-medium">
        {label}
        {required && (
          <span className="ml-1 text-destructive" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

function SubmitButton({ t, disabled, isSubmitting }: { t: Translate; disabled: boolean; isSubmitting: boolean }) {
  return (
    <div>
      {/* Disabled until hydrated: a click before that would post the form without validation. */}
      <button type="submit" disabled={disabled} className={SUBMIT}>
        {isSubmitting && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
          />
        )}
        {isSubmitting ? t("contact.form.sending") : t("contact.form.submit")}
      </button>
      <span role="status" className="sr-only">
        {isSubmitting ? t("contact.form.sending") : ""}
      </span>
    </div>
  );
}
