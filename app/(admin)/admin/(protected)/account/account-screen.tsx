"use client";

import { useQuery } from "@tanstack/react-query";
import { QueryState } from "@/components/admin/query-state";
import { useAdminMutation } from "@/components/admin/use-admin-mutation";
import { useT } from "@/components/i18n/i18n-provider";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { CardHeading } from "@/components/ui/card-heading";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { accountApi, accountKeys, type OwnAccount } from "@/lib/api/admin/account";
import { LANGUAGE_OPTIONS, type Locale } from "@/lib/i18n/config";
import { ChangePasswordForm } from "./change-password-form";
import { TwoFactorCard } from "./two-factor-card";

export function AccountScreen() {
  const t = useT();
  const account = useQuery({ queryKey: accountKeys.own, queryFn: accountApi.get });
  return (
    <QueryState query={account} error={(error) => t("adminAccount.loadError", { message: error.message })}>
      {(data) => (
        <div className="grid max-w-2xl gap-6">
          {data.mustChangePassword && (
            <Alert variant="destructive">
              <AlertDescription>{t("adminAccount.mustChange")}</AlertDescription>
            </Alert>
          )}
          {data.twoFactor.required && !data.twoFactor.enabled && (
            <Alert variant="destructive">
              <AlertDescription>{t("adminAccount.twoFactorRequired")}</AlertDescription>
            </Alert>
          )}
          <Card>
            <CardHeader>
              <CardHeading>{t("adminAccount.passwordTitle")}</CardHeading>
              <CardDescription>{t("adminAccount.passwordHint")}</CardDescription>
            </CardHeader>
            <CardContent>
              <ChangePasswordForm username={data.username} />
            </CardContent>
          </Card>
          <TwoFactorCard account={data} />
          <LanguageCard account={data} />
        </div>
      )}
    </QueryState>
  );
}

function LanguageCard({ account }: { account: OwnAccount }) {
  const t = useT();
  const save = useAdminMutation({
    mutationFn: (language: Locale) => accountApi.setLanguage(language),
    invalidate: [accountKeys.own],
    success: t("adminAccount.languageSaved"),
    error: (error) => ({ title: t("adminAccount.languageFailed"), description: error.message }),
  });
  return (
    <Card>
      <CardHeader>
        <CardHeading id="mail-language">{t("adminAccount.languageTitle")}</CardHeading>
        <CardDescription>{t("adminAccount.languageHint")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Select value={account.language} onValueChange={(value) => save.mutate(value as Locale)}>
          <SelectTrigger className="w-64" aria-labelledby="mail-language">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {LANGUAGE_OPTIONS.map((option) => (
              <SelectItem key={option.value || "en"} value={option.value || "en"}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </CardContent>
    </Card>
  );
}
