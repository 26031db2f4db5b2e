"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { AuthCard } from "@/components/admin/auth-card";
import { useT } from "@/components/i18n/i18n-provider";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { passwordApi } from "@/lib/api/admin/account";
import { forgotPasswordSchema } from "@/lib/validation/auth";

export function ForgotPasswordForm() {
  const t = useT();
  const [sent, setSent] = useState<string | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const form = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setPageError(null);
    try {
      setSent((await passwordApi.forgot(email)).message);
    } catch (error) {
      setPageError(error instanceof Error ? error.message : String(error));
    }
  });
  return (
    <AuthCard
      title={t("adminAuth.forgot.title")}
      description={t("adminAuth.forgot.description")}
      pageError={pageError}
      switchPrompt={t("adminAuth.forgot.rememberPrompt")}
      switchLink={{ href: "/admin/login", label: t("adminAuth.forgot.backToLogin") }}
    >
      {sent ? (
        <Alert role="status">
          <AlertTitle>{t("adminAuth.forgot.sent")}</AlertTitle>
          <AlertDescription>{sent}</AlertDescription>
        </Alert>
      ) : (
        <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField id="email" label={t("adminAuth.forgot.email")} error={errors.email?.message}>
            <Input type="email" autoComplete="email" autoFocus {...form.register("email")} />
          </FormField>
          <SubmitButton pending={isSubmitting} pendingText={t("adminAuth.forgot.submitting")} className="w-full">
            {t("adminAuth.forgot.submit")}
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
