"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { NewPasswordFields, PasswordInput } from "@/components/admin/password-input";
import { showServerFieldErrors } from "@/components/admin/server-field-errors";
import { useAdminMutation } from "@/components/admin/use-admin-mutation";
import { useT } from "@/components/i18n/i18n-provider";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { accountApi, accountKeys } from "@/lib/api/admin/account";
import { changePasswordSchema, withPasswordConfirmation } from "@/lib/validation/auth";

const formSchema = withPasswordConfirmation(changePasswordSchema, "newPassword");
type FormValues = z.infer<typeof formSchema>;
const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

export function ChangePasswordForm({ username }: { username: string }) {
  const t = useT();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const change = useAdminMutation({
    mutationFn: ({ currentPassword, newPassword }: FormValues) =>
      accountApi.changePassword({ currentPassword, newPassword }),
    invalidate: [accountKeys.own],
    success: t("adminAccount.passwordChanged"),
    error: (error) => ({ title: t("adminAccount.passwordFailed"), description: error.message }),
    onSuccess: () => form.reset(),
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) =>
        change.mutateAsync(values).catch((error: unknown) => showServerFieldErrors(error, form.setError, FIELDS)),
      )}
    >
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <FormField id="currentPassword" label={t("adminAccount.currentPassword")} error={errors.currentPassword?.message}>
        <PasswordInput autoComplete="current-password" {...form.register("currentPassword")} />
      </FormField>
      <NewPasswordFields
        form={form}
        name="newPassword"
        label={t("adminAccount.newPassword")}
        confirmLabel={t("adminAccount.confirmPassword")}
      />
      <SubmitButton pending={isSubmitting} pendingText={t("common.saving")} className="justify-self-start">
        {t("adminAccount.changePassword")}
      </SubmitButton>
    </form>
  );
}
