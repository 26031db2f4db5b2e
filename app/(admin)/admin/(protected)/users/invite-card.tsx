"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useAdminMutation } from "@/components/admin/use-admin-mutation";
import { showServerFieldErrors } from "@/components/admin/server-field-errors";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { CardHeading } from "@/components/ui/card-heading";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { OptionSelect } from "@/components/admin/option-select";
import { SubmitButton } from "@/components/ui/submit-button";
import { accountKeys, invitationsApi } from "@/lib/api/admin/account";
import { mailKeys } from "@/lib/api/admin/mail";
import { formatDate } from "@/lib/format";
import { INVITABLE_ROLES, invitationSchema } from "@/lib/validation/auth";
import { CopyableLink } from "@/components/admin/copyable-link";
import { LabelledSection } from "@/components/ui/labelled-section";

type FormValues = { email: string; role: (typeof INVITABLE_ROLES)[number] };

export function InviteCard() {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardHeading>{t("adminUsers.inviteTitle")}</CardHeading>
        <CardDescription>{t("adminUsers.inviteBody")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <InviteForm />
        <OpenInvitations />
      </CardContent>
    </Card>
  );
}

function InviteForm() {
  const t = useT();
  const [link, setLink] = useState<string | null>(null);
  const [role, setRole] = useState<FormValues["role"]>("editor");
  const form = useForm<{ email: string }>({
    resolver: zodResolver(invitationSchema.pick({ email: true })),
    defaultValues: { email: "" },
  });
  const invite = useAdminMutation({
    mutationFn: invitationsApi.create,
    invalidate: [accountKeys.invitations, mailKeys.all],
    success: (result) => t("adminUsers.invited", { email: result.email }),
    error: (error) => ({ title: t("adminUsers.inviteFailed"), description: error.message }),
    onSuccess: (result) => {
      setLink(result.link);
      form.reset({ email: "" });
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <>
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={form.handleSubmit(({ email }) =>
          invite
            .mutateAsync({ email, role })
            .catch((error: unknown) => showServerFieldErrors(error, form.setError, ["email"])),
        )}
      >
        <FormField
          id="invite-email"
          label={t("adminUsers.inviteEmail")}
          error={errors.email?.message}
          className="min-w-64 flex-1"
        >
          <Input type="email" autoComplete="off" {...form.register("email")} />
        </FormField>
        <RoleField role={role} onChange={setRole} />
        <SubmitButton pending={isSubmitting} pendingText={t("adminUsers.inviting")}>
          {t("adminUsers.invite")}
        </SubmitButton>
      </form>
      {link && <CopyableLink link={link} />}
    </>
  );
}

function OpenInvitations() {
  const t = useT();
  const open = useQuery({ queryKey: accountKeys.invitations, queryFn: invitationsApi.list });
  const revoke = useAdminMutation({
    mutationFn: invitationsApi.revoke,
    invalidate: [accountKeys.invitations],
    success: t("adminUsers.revoked"),
    error: (error) => ({ title: t("adminUsers.revokeFailed"), description: error.message }),
  });
  if (!open.data?.length) return null;
  return (
    <LabelledSection
      id="open-invitations"
      heading={t("adminUsers.openInvitations")}
      level="h3"
      className="grid gap-2"
      headingClassName="text-sm font-medium"
    >
      <ul className="grid gap-1 text-sm">
        {open.data.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="break-all">
              {t("adminUsers.invitationExpires", {
                email: invitation.email ?? "",
                role: t(`adminUsers.roles.${invitation.role ?? "editor"}`),
                date: formatDate(invitation.expiresAt),
              })}
            </span>
            <Button
              variant="outline"
              size="sm"
              onClick={() => revoke.mutate(invitation.id)}
              disabled={revoke.isPending}
            >
              {t("adminUsers.revoke")}
            </Button>
          </li>
        ))}
      </ul>
    </LabelledSection>
  );
}

function RoleField({ role, onChange }: { role: FormValues["role"]; onChange: (role: FormValues["role"]) => void }) {
  const t = useT();
  return (
    <FormField id="invite-role" label={t("adminUsers.inviteRole")}>
      <OptionSelect
        value={role}
        onChange={(value) => onChange(value as FormValues["role"])}
        options={INVITABLE_ROLES.map((option) => ({ value: option, label: t(`adminUsers.roles.${option}`) }))}
        className="w-36"
      />
    </FormField>
  );
}
