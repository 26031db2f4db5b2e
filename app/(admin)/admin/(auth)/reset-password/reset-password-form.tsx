"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { z } from "zod";
import { AuthCard } from "@/components/admin/auth-card";
import { NewPasswordFields } from "@/components/admin/password-input";
import { showServerFieldErrors } from "@/components/admin/server-field-errors";
import { useT } from "@/components/i18n/i18n-provider";
import { Spinner } from "@/components/ui/spinner";
import { SubmitButton } from "@/components/ui/submit-button";
import { passwordApi } from "@/lib/api/admin/account";
import { passwordSchema, withPasswordConfirmation } from "@/lib/validation/auth";
import { QueryProvider } from "@/components/admin/query-provider";

const formSchema = withPasswordConfirmation(z.object({ password: passwordSchema }), "password");

export function ResetPasswordForm() {
  return (
    <QueryProvider>
      <ResetPassword />
    </QueryProvider>
  );
}

function ResetPassword() {
  const t = useT();
  const token = useSearchParams().get("token") ?? "";
  const link = useQuery({ queryKey: ["reset-link", token], queryFn: () => passwordApi.describe(token), retry: false });
  const gone = (
    <AuthCard
      title={t("adminAuth.reset.title")}
      description={t("adminAuth.reset.gone")}
      pageError={null}
      switchPrompt=""
      switchLink={{ href: "/admin/forgot-password", label: t("adminAuth.reset.askAgain") }}
    >
      {null}
    </AuthCard>
  );
  if (!token || link.isError) return gone;
  if (!link.data) return <Spinner size="lg" label={t("adminAuth.reset.checking")} />;
  return <NewPasswordForm token={token} username={link.data.username} />;
}

function NewPasswordForm({ token, username }: { token: string; username: string }) {
  const t = useT();
  const router = useRouter();
  const [pageError, setPageError] = useState<string | null>(null);
  const form = useForm<z.infer<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ password }) => {
    setPageError(null);
    try {
      await passwordApi.reset(token, password);
      toast.success(t("adminAuth.reset.done"));
      router.replace("/admin/login");
    } catch (error) {
      setPageError(error instanceof Error ? error.message : String(error));
      showServerFieldErrors(error, form.setError, ["password"] as const);
    }
  });
  return (
    <AuthCard
      title={t("adminAuth.reset.title")}
      description={t("adminAuth.reset.description", { username })}
      pageError={pageError}
      switchPrompt=""
      switchLink={{ href: "/admin/login", label: t("adminAuth.forgot.backToLogin") }}
    >
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <NewPasswordFields
          form={form}
          name="password"
          label={t("adminAuth.reset.password")}
          confirmLabel={t("adminAuth.reset.confirmPassword")}
          autoFocus
        />
        <SubmitButton pending={isSubmitting} pendingText={t("common.saving")} className="w-full">
          {t("adminAuth.reset.submit")}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
