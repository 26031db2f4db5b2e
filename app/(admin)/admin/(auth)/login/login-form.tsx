"use client";

import Link from "next/link";
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

function useLoginForm() {
  const t = useT();
  const router = useRouter();
  const searchParams = useSearchParams();
  const [pageError, setPageError] = useState<string | null>(null);
  const [askCode, setAskCode] = useState(false);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "", code: "" },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setPageError(null);
    try {
      const user = await sessionApi.login({ ...values, code: values.code || undefined });
      toast.success(t("adminAuth.login.successTitle"), {
        description: t("adminAuth.login.welcome", { name: user.username }),
      });
      if (user.mustChangeCredentials) toast.warning(t("adminAuth.login.mustChange"));
      router.replace(user.mustChangeCredentials ? "/admin/account" : safeAdminPath(searchParams.get("callbackUrl")));
      router.refresh();
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 401 && isTwoFactorAsk(error.body)) {
        setAskCode(true);
        setPageError(error.message);
        form.setFocus("code");
        return;
      }
      const tooMany = error instanceof ApiClientError && error.status === 429;
      // 403: the server refuses to start a session the browser would drop (plain http), and says why.
      const refused = error instanceof ApiClientError && error.status === 403;
      const message = tooMany
        ? t("adminAuth.login.tooManyAttempts", { seconds: error.retryAfterSeconds ?? 60 })
        : refused
          ? error.message
          : t("adminAuth.login.pageError");
      setPageError(message);
      toast.error(t("adminAuth.login.failedTitle"), {
        description: error instanceof ApiClientError ? error.message : t("adminAuth.login.invalidCredentials"),
      });
    }
  });
  return { form, onSubmit, pageError, askCode };
}

const isTwoFactorAsk = (body: unknown) =>
  typeof body === "object" && body !== null && (body as { twoFactorRequired?: unknown }).twoFactorRequired === true;

export function LoginForm() {
  const t = useT();
  const { form, onSubmit, pageError, askCode } = useLoginForm();
  const { errors, isSubmitting } = form.formState;

  return (
    <AuthCard
      title={t("adminAuth.login.title")}
      description={t("adminAuth.login.description")}
      pageError={pageError}
      switchPrompt={t("adminAuth.login.noAccount")}
      switchLink={{ href: "/admin/register", label: t("adminAuth.login.registerLink") }}
    >
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField id="username" label={t("adminAuth.login.username")} error={errors.username?.message}>
          <Input autoComplete="username" autoFocus {...form.register("username")} />
        </FormField>
        <FormField id="password" label={t("adminAuth.login.password")} error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...form.register("password")} />
        </FormField>
        {askCode && <CodeField form={form} />}
        <SubmitButton pending={isSubmitting} pendingText={t("adminAuth.login.submitting")} className="w-full">
          {t("adminAuth.login.submit")}
        </SubmitButton>
        <p className="text-center text-sm">
          <Link href="/admin/forgot-password" className="text-primary underline-offset-4 hover:underline">
            {t("adminAuth.login.forgotLink")}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}

function CodeField({ form }: { form: ReturnType<typeof useLoginForm>["form"] }) {
  const t = useT();
  const error = form.formState.errors.code?.message;
  return (
    <FormField id="code" label={t("adminAuth.login.code")} hint={t("adminAuth.login.codeHint")} error={error}>
      <Input inputMode="numeric" autoComplete="one-time-code" {...form.register("code")} />
    </FormField>
  );
}
