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
import { QueryProvider } from "@/components/admin/query-provider";
import { showServerFieldErrors } from "@/components/admin/server-field-errors";
import { useT } from "@/components/i18n/i18n-provider";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { SubmitButton } from "@/components/ui/submit-button";
import { invitationsApi } from "@/lib/api/admin/account";
import { passwordSchema, usernameSchema, withPasswordConfirmation } from "@/lib/validation/auth";

const formSchema = withPasswordConfirmation(
  z.object({ username: usernameSchema, password: passwordSchema }),
  "password",
);
type FormValues = z.infer<typeof formSchema>;
const FIELDS = ["username", "password", "confirmPassword"] as const;

export function InvitationForm() {
  return (
    <QueryProvider>
      <Invitation />
    </QueryProvider>
  );
}

function Invitation() {
  const t = useT();
  const token = useSearchParams().get("token") ?? "";
  const invitation = useQuery({
    queryKey: ["invitation", token],
    queryFn: () => invitationsApi.describe(token),
    retry: false,
  });
  if (!token || invitation.isError) {
    return (
      <AuthCard
        title={t("adminAuth.invitation.title")}
        description={t("adminAuth.invitation.gone")}
        pageError={null}
        switchPrompt=""
        switchLink={{ href: "/admin/login", label: t("adminAuth.forgot.backToLogin") }}
      >
        {null}
      </AuthCard>
    );
  }
  if (!invitation.data) return <Spinner size="lg" label={t("adminAuth.invitation.checking")} />;
  return <NewAccountForm token={token} {...invitation.data} />;
}

function NewAccountForm({ token, email, role }: { token: string; email: string; role: string }) {
  const t = useT();
  const router = useRouter();
  const [pageError, setPageError] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { username: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ username, password }) => {
    setPageError(null);
    try {
      const user = await invitationsApi.accept({ token, username, password });
      toast.success(t("adminAuth.invitation.created", { name: user.username }));
      router.replace("/admin/dashboard");
      router.refresh();
    } catch (error) {
      setPageError(error instanceof Error ? error.message : String(error));
      showServerFieldErrors(error, form.setError, FIELDS);
    }
  });
  return (
    <AuthCard
      title={t("adminAuth.invitation.title")}
      description={t("adminAuth.invitation.description", { role, email })}
      pageError={pageError}
      switchPrompt=""
      switchLink={{ href: "/admin/login", label: t("adminAuth.forgot.backToLogin") }}
    >
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField id="username" label={t("adminAuth.invitation.username")} error={errors.username?.message}>
          <Input autoComplete="username" autoFocus {...form.register("username")} />
        </FormField>
        <NewPasswordFields
          form={form}
          name="password"
          label={t("adminAuth.invitation.password")}
          confirmLabel={t("adminAuth.invitation.confirmPassword")}
        />
        <SubmitButton pending={isSubmitting} pendingText={t("common.creating")} className="w-full">
          {t("adminAuth.invitation.submit")}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
