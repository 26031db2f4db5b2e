"use client";

import { useState } from "react";
import { Eye, EyeOff } from "lucide-react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useT } from "@/components/i18n/i18n-provider";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

/** A password field with the show/hide toggle of requirements §2 "Admin login". */
export function PasswordInput(props: Omit<React.ComponentProps<typeof Input>, "type">) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const label = visible ? t("adminAuth.login.hidePassword") : t("adminAuth.login.showPassword");
  return (
    <div className="relative">
      <Input {...props} type={visible ? "text" : "password"} className="pr-12" />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={label}
        aria-pressed={visible}
        title={label}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground"
      >
        {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
      </button>
    </div>
  );
}

/** A new password and its confirmation (the form's `confirmPassword`, checked by `withPasswordConfirmation`). */
export function NewPasswordFields<T extends FieldValues>({
  form,
  name,
  label,
  confirmLabel,
  autoFocus,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  confirmLabel: string;
  autoFocus?: boolean;
}) {
  const confirm = "confirmPassword" as Path<T>;
  const errorOf = (field: Path<T>) => form.getFieldState(field, form.formState).error?.message;
  return (
    <>
      <FormField id={name} label={label} error={errorOf(name)}>
        <PasswordInput autoComplete="new-password" autoFocus={autoFocus} {...form.register(name)} />
      </FormField>
      <FormField id={confirm} label={confirmLabel} error={errorOf(confirm)}>
        <PasswordInput autoComplete="new-password" {...form.register(confirm)} />
      </FormField>
    </>
  );
}
