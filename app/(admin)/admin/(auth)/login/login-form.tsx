"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { AuthCard } from "@/components/admin/auth-card";
import { PasswordInput } from "@/components/admin/password-input";
import { useT } from "@/components/i18n/i18n-provider";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { sessionApi } from "@/lib/api/admin/session";
import { ApiClientError } from "@/lib/api/client";
import { safeAdminPath } from "@/lib/auth/redirect";
import { loginSchema, type LoginInput } from "@/lib/validation/auth";

/** The form's state and its submit: on success a welcome and the page asked for; on failure the reason. */
function useLoginForm() {
  const t = useT();
  const router = useRouter();
  const searchParams = useSearchParams();
  const [pageError, setPageError] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "" },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setPageError(null);
    try {
      const user = await sessionApi.login(values);
      toast.success(t("auth.login.successTitle"), { description: t("auth.login.welcome", { name: user.username }) });
      router.replace(safeAdminPath(searchParams.get("callbackUrl")));
      router.refresh();
    } catch (error) {
      const tooMany = error instanceof ApiClientError && error.status === 429;
      // 403: the server refuses to start a session the browser would drop (plain http), and says why.
      const refused = error instanceof ApiClientError && error.status === 403;
      const message = tooMany
        ? t("auth.login.tooManyAttempts", { seconds: error.retryAfterSeconds ?? 60 })
        : refused
          ? error.message
          : t("auth.login.pageError");
      setPageError(message);
      toast.error(t("auth.login.failedTitle"), {
        description: error instanceof ApiClientError ? error.message : t("auth.login.invalidCredentials"),
      });
    }
  });
  return { form, onSubmit, pageError };
}

export function LoginForm() {
  const t = useT();
  const { form, onSubmit, pageError } = useLoginForm();
  const { errors, isSubmitting } = form.formState;

  return (
    <AuthCard
      title={t("auth.login.title")}
      description={t("auth.login.description")}
      pageError={pageError}
      switchPrompt={t("auth.login.noAccount")}
      switchLink={{ href: "/admin/register", label: t("auth.login.registerLink") }}
    >
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField id="username" label={t("auth.login.username")} error={errors.username?.message}>
          <Input
            id="username"
            autoComplete="username"
            autoFocus
            aria-invalid={Boolean(errors.username)}
            aria-describedby={errors.username ? "username-error" : undefined}
            {...form.register("username")}
          />
        </FormField>
        <FormField id="password" label={t("auth.login.password")} error={errors.password?.message}>
          <PasswordInput
            id="password"
            autoComplete="current-password"
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? "password-error" : undefined}
            {...form.register("password")}
          />
        </FormField>
        <SubmitButton pending={isSubmitting} pendingText={t("auth.login.submitting")} className="w-full">
          {t("auth.login.submit")}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
