"use client";

import { useForm, type FieldError, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import { useI18n } from "@/components/i18n/i18n-provider";
import type { Locale } from "@/lib/i18n/config";
import type { Translate } from "@/lib/i18n/translator";
import { ApiClientError } from "@/lib/api/client";
import { contactApi } from "@/lib/api/public/contact";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { CONTACT_LIMITS, CONTACT_REQUIRED_FIELDS } from "@/lib/constants";
import type { ContactFormValues, ContactInput } from "@/lib/validation/contact";

const FIELDS = ["name", "email", "subject", "message"] as const;

// The UI kit's look (components/ui input, textarea, button lg) as fixed class strings: this form is
// the Contact page's only island, and the kit's class merging would add ~10 KB gzip to its first load.
const CONTROL =
  "flex w-full min-w-0 rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs transition-colors outline-hidden md:text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive";
const INPUT = `${CONTROL} h-10 pointer-coarse:h-11`;
const SUBMIT =
  "inline-flex h-11 w-full items-center justify-center gap-2 rounded-md bg-primary px-6 text-sm font-medium text-primary-foreground shadow-xs transition-colors hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden disabled:pointer-events-none disabled:opacity-50 sm:w-auto";
// One id for every toast of the form, so a new outcome replaces the last (requirements §9: one at a time).
const TOAST_ID = "contact-form";
const EMPTY: ContactFormValues = { name: "", email: "", subject: "", message: "", website: "" };

// The shared zod schema loads when the visitor first submits (or starts typing), not with the page.
const loadValidation = () => Promise.all([import("@/lib/validation/contact"), import("@hookform/resolvers/zod")]);
const resolver: Resolver<ContactFormValues, unknown, ContactInput> = async (values, context, options) => {
  const [{ contactSchema }, { zodResolver }] = await loadValidation();
  return zodResolver(contactSchema)(values, context, options);
};

/** The shared schema's messages are English; the visitor reads them in their language (by the kind of error). */
function fieldMessage(t: Translate, name: (typeof FIELDS)[number], error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.type === "too_big") return t("contact.errors.tooLong", { max: CONTACT_LIMITS[name] });
  if (name === "email" && error.type === "invalid_format") return t("contact.errors.emailInvalid");
  if ((error.type === "too_small" || error.type === "invalid_type") && name !== "subject")
    return t(`contact.errors.${name}`);
  return error.message;
}

/** "in 5 minutes", "dans 5 minutes", "in 40 Sekunden": when a limited visitor may send again. */
function retryWhen(locale: Locale, seconds = 600): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
  return seconds < 60 ? format.format(seconds, "second") : format.format(Math.ceil(seconds / 60), "minute");
}

export function ContactForm() {
  const { t, locale } = useI18n();
  // No defaultValues: fields then adopt whatever was typed before hydration instead of clearing it.
  const form = useForm<ContactFormValues, unknown, ContactInput>({ resolver });
  const { errors, isSubmitting } = form.formState;
  const hydrated = useHydrated();

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await contactApi.send(values);
        toast.success(t("contact.toast.sentTitle"), { id: TOAST_ID, description: t("contact.toast.sentBody") });
        form.reset(EMPTY);
      } catch (error) {
        // Nothing typed is lost: the fields keep their values so the visitor can send again.
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

  const field = (name: (typeof FIELDS)[number], extra: { id: string; maxLength: number; required?: boolean }) => ({
    id: extra.id,
    maxLength: extra.maxLength,
    "aria-required": extra.required,
    "aria-invalid": Boolean(errors[name]),
    "aria-describedby": errors[name] ? `${extra.id}-error` : undefined,
    ...form.register(name),
  });

  return (
    <form method="post" onSubmit={onSubmit} onFocus={loadValidation} noValidate className="relative grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label={t("contact.form.name")} required error={fieldMessage(t, "name", errors.name)}>
          <input
            className={INPUT}
            autoComplete="name"
            {...field("name", { id: "contact-name", maxLength: CONTACT_LIMITS.name, required: true })}
          />
        </Field>
        <Field
          id="contact-email"
          label={t("contact.form.email")}
          required
          error={fieldMessage(t, "email", errors.email)}
        >
          <input
            className={INPUT}
            type="email"
            autoComplete="email"
            {...field("email", { id: "contact-email", maxLength: CONTACT_LIMITS.email, required: true })}
          />
        </Field>
      </div>
      <Field id="contact-subject" label={t("contact.form.subject")} error={fieldMessage(t, "subject", errors.subject)}>
        <input className={INPUT} {...field("subject", { id: "contact-subject", maxLength: CONTACT_LIMITS.subject })} />
      </Field>
      <Field
        id="contact-message"
        label={t("contact.form.message")}
        required
        error={fieldMessage(t, "message", errors.message)}
      >
        <textarea
          className={`${CONTROL} min-h-36 py-2`}
          rows={6}
          {...field("message", { id: "contact-message", maxLength: CONTACT_LIMITS.message, required: true })}
        />
      </Field>
      {/* Honeypot: off-screen and out of the tab order, so only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor="contact-website">{t("contact.form.honeypot")}</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...form.register("website")} />
      </div>
      <div>
        {/* Disabled until hydrated: a click before that would post the form without validation. */}
        <button type="submit" disabled={isSubmitting || !hydrated} className={SUBMIT}>
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
