"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { AuthCard } from "@/components/admin/auth-card";
import { NewPasswordFields } from "@/components/admin/password-input";
import { useT } from "@/components/i18n/i18n-provider";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { sessionApi } from "@/lib/api/admin/session";
import { ApiClientError } from "@/lib/api/client";
import { registerFormSchema, type RegisterFormValues } from "@/lib/validation/auth";
import { showServerFieldErrors } from "@/components/admin/server-field-errors";

const FIELDS = ["username", "email", "password", "confirmPassword"] as const;

function useRegisterForm() {
  const t = useT();
  const router = useRouter();
  const [pageError, setPageError] = useState<string | null>(null);
  const [pendingAnswer, setPendingAnswer] = useState<string | null>(null);
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: "", email: "", password: "", confirmPassword: "" },
  });

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    setPageError(null);
    try {
      // requirements §6: the page always submits the role admin; the server decides (requirements §D2).
      const setupToken = new URLSearchParams(window.location.search).get("setup") ?? undefined;
      const registered = await sessionApi.register({ ...values, role: "admin", setupToken });
      if ("message" in registered) {
        setPendingAnswer(registered.message);
        return;
      }
      toast.success(t("adminAuth.register.successTitle"));
      router.replace("/admin/dashboard");
      router.refresh();
    } catch (error) {
      // 403: the server refuses to start a session the browser would drop (plain http), and says why.
      const refused = error instanceof ApiClientError && error.status === 403;
      setPageError(refused ? error.message : t("adminAuth.register.pageError"));
      showServerFieldErrors(error, form.setError, FIELDS);
      toast.error(t("adminAuth.register.failedTitle"), {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  });
  return { form, onSubmit, pageError, pendingAnswer };
}

export function RegisterForm() {
  const t = useT();
  const { form, onSubmit, pageError, pendingAnswer } = useRegisterForm();
  const { errors, isSubmitting } = form.formState;

  return (
    <AuthCard
      title={t("adminAuth.register.title")}
      description={t("adminAuth.register.description")}
      pageError={pageError}
      switchPrompt={t("adminAuth.register.haveAccount")}
      switchLink={{ href: "/admin/login", label: t("adminAuth.register.loginLink") }}
    >
      {pendingAnswer ? (
        <Alert role="status">
          <AlertTitle>{t("adminAuth.register.pendingTitle")}</AlertTitle>
          <AlertDescription>{pendingAnswer}</AlertDescription>
        </Alert>
      ) : (
        <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField id="username" label={t("adminAuth.register.username")} error={errors.username?.message}>
            <Input autoComplete="username" autoFocus {...form.register("username")} />
          </FormField>
          <FormField id="email" label={t("adminAuth.register.email")} error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register("email")} />
          </FormField>
          <NewPasswordFields
            form={form}
            name="password"
            label={t("adminAuth.register.password")}
            confirmLabel={t("adminAuth.register.confirmPassword")}
          />
          <SubmitButton pending={isSubmitting} pendingText={t("adminAuth.register.submitting")} className="w-full">
            {t("adminAuth.register.submit")}
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
