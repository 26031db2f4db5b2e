"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { useT } from "@/components/i18n/i18n-provider";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { ApiClientError, apiFetch } from "@/lib/api/client";
import { CONTACT_LIMITS, CONTACT_REQUIRED_FIELDS, contactSchema, type ContactFormValues, type ContactInput } from "@/lib/validation/contact";

const FIELDS = ["name", "email", "subject", "message"] as const;
const EMPTY: ContactFormValues = { name: "", email: "", subject: "", message: "", website: "" };

export function ContactForm() {
  const t = useT();
  const form = useForm<ContactFormValues, unknown, ContactInput>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await apiFetch("/api/contact/send", { method: "POST", json: values });
        toast.success(t("contact.toast.sentTitle"), { description: t("contact.toast.sentBody") });
        form.reset(EMPTY);
      } catch (error) {
        // Nothing typed is lost: the fields keep their values so the visitor can send again.
        if (error instanceof ApiClientError && error.errors) {
          for (const field of FIELDS) {
            const message = error.errors[field]?.[0];
            if (message) form.setError(field, { message });
          }
        }
        toast.error(t("contact.toast.errorTitle"), { description: t("contact.toast.errorBody") });
      }
    },
    () => {
      // spec §5: a missing required field gets the "Form Incomplete" toast; other problems show at the field.
      const values = form.getValues();
      if (CONTACT_REQUIRED_FIELDS.some((field) => !values[field]?.trim())) {
        toast.error(t("contact.toast.incompleteTitle"), { description: t("contact.toast.incompleteBody") });
      }
    },
  );

  const describedBy = (field: (typeof FIELDS)[number]) => (errors[field] ? `contact-${field}-error` : undefined);
  const required = <span className="text-destructive" aria-hidden="true">*</span>;

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="relative grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label={<>{t("contact.form.name")} {required}</>} error={errors.name?.message}>
          <Input
            id="contact-name"
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            aria-required="true"
            aria-invalid={Boolean(errors.name)}
            aria-describedby={describedBy("name")}
            {...form.register("name")}
          />
        </FormField>
        <FormField id="contact-email" label={<>{t("contact.form.email")} {required}</>} error={errors.email?.message}>
          <Input
            id="contact-email"
            type="email"
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            aria-required="true"
            aria-invalid={Boolean(errors.email)}
            aria-describedby={describedBy("email")}
            {...form.register("email")}
          />
        </FormField>
      </div>
      <FormField id="contact-subject" label={t("contact.form.subject")} error={errors.subject?.message}>
        <Input
          id="contact-subject"
          maxLength={CONTACT_LIMITS.subject}
          aria-invalid={Boolean(errors.subject)}
          aria-describedby={describedBy("subject")}
          {...form.register("subject")}
        />
      </FormField>
      <FormField id="contact-message" label={<>{t("contact.form.message")} {required}</>} error={errors.message?.message}>
        <Textarea
          id="contact-message"
          rows={6}
          className="min-h-36"
          maxLength={CONTACT_LIMITS.message}
          aria-required="true"
          aria-invalid={Boolean(errors.message)}
          aria-describedby={describedBy("message")}
          {...form.register("message")}
        />
      </FormField>
      {/* Honeypot: off-screen and out of the tab order, so only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor="contact-website">{t("contact.form.honeypot")}</label>
        <input id="contact-website" type="text" tabIndex={-1} autoComplete="off" {...form.register("website")} />
      </div>
      <div>
        <SubmitButton pending={isSubmitting} pendingText={t("contact.form.sending")} size="lg" className="w-full sm:w-auto">
          {t("contact.form.submit")}
        </SubmitButton>
      </div>
    </form>
  );
}
