"use client";

import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useAdminMutation } from "@/components/admin/use-admin-mutation";
import { useT } from "@/components/i18n/i18n-provider";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { mailApi, mailKeys } from "@/lib/api/admin/mail";
import { mailServerSchema, type MailServerInput } from "@/lib/validation/mail";

export function MailServerForm() {
  const t = useT();
  const server = useQuery({ queryKey: mailKeys.server, queryFn: mailApi.server });
  const form = useForm<MailServerInput>({
    resolver: zodResolver(mailServerSchema),
    defaultValues: { smtpUrl: "", mailFrom: "" },
  });
  const { reset } = form;
  useEffect(() => {
    if (server.data) reset(server.data);
  }, [server.data, reset]);
  const save = useAdminMutation({
    mutationFn: mailApi.saveServer,
    invalidate: [mailKeys.all],
    success: t("adminOutbox.saved"),
    error: (error) => ({ title: t("adminOutbox.saveFailed"), description: error.message }),
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      className="grid max-w-xl gap-4"
      onSubmit={form.handleSubmit((values) => save.mutateAsync(values).catch(() => undefined))}
    >
      <FormField
        id="smtpUrl"
        label={t("adminOutbox.smtpUrl")}
        hint={t("adminOutbox.smtpUrlHint")}
        error={errors.smtpUrl?.message}
      >
        <Input autoComplete="off" spellCheck={false} {...form.register("smtpUrl")} />
      </FormField>
      <FormField
        id="mailFrom"
        label={t("adminOutbox.mailFrom")}
        hint={t("adminOutbox.mailFromHint")}
        error={errors.mailFrom?.message}
      >
        <Input autoComplete="off" {...form.register("mailFrom")} />
      </FormField>
      <SubmitButton pending={isSubmitting} pendingText={t("common.saving")} className="justify-self-start">
        {t("adminOutbox.save")}
      </SubmitButton>
    </form>
  );
}
