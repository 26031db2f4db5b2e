"use client";

import { useState } from "react";
import { toast } from "sonner";
import { useAdminMutation } from "@/components/admin/use-admin-mutation";
import { PasswordInput } from "@/components/admin/password-input";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { CardHeading } from "@/components/ui/card-heading";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { LabelledSection } from "@/components/ui/labelled-section";
import { accountApi, accountKeys, type OwnAccount } from "@/lib/api/admin/account";

type Setup = { secret: string; uri: string; qrSvg: string };

export function TwoFactorCard({ account }: { account: OwnAccount }) {
  const t = useT();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useAdminMutation({
    mutationFn: accountApi.startTwoFactor,
    onSuccess: setSetup,
    error: (error) => ({ title: t("adminAccount.enableFailed"), description: error.message }),
  });
  const { enabled, recoveryCodesLeft } = account.twoFactor;
  return (
    <Card>
      <CardHeader>
        <CardHeading>{t("adminAccount.twoFactorTitle")}</CardHeading>
        <CardDescription>
          {enabled ? t("adminAccount.twoFactorOn", { count: recoveryCodesLeft }) : t("adminAccount.twoFactorOff")}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {codes && <RecoveryCodes codes={codes} />}
        {!enabled && !setup && (
          <Button className="justify-self-start" onClick={() => start.mutate()} disabled={start.isPending}>
            {t("adminAccount.setUp")}
          </Button>
        )}
        {!enabled && setup && (
          <ConfirmSetup
            setup={setup}
            onEnabled={(recoveryCodes) => {
              setSetup(null);
              setCodes(recoveryCodes);
            }}
          />
        )}
        {enabled && <ManageTwoFactor onNewCodes={setCodes} />}
      </CardContent>
    </Card>
  );
}

function ConfirmSetup({ setup, onEnabled }: { setup: Setup; onEnabled: (codes: string[]) => void }) {
  const t = useT();
  const [code, setCode] = useState("");
  const enable = useAdminMutation({
    mutationFn: () => accountApi.enableTwoFactor(code),
    invalidate: [accountKeys.own],
    success: t("adminAccount.enabled"),
    error: (error) => ({ title: t("adminAccount.enableFailed"), description: error.message }),
    onSuccess: (result) => onEnabled(result.recoveryCodes),
  });
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        enable.mutate();
      }}
    >
      <p className="text-sm">{t("adminAccount.scan")}</p>
      <div
        role="img"
        aria-label={t("adminAccount.qrLabel")}
        className="size-48 rounded border bg-white p-2 [&_svg]:size-full"
        // The server renders the QR code from our own otpauth URI (qrcode's SVG output, no user text).
        dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
      />
      <p className="text-sm">
        {t("adminAccount.secret")}:{" "}
        <code className="break-all select-all" data-testid="totp-secret">
          {setup.secret}
        </code>
      </p>
      <FormField id="totp-code" label={t("adminAccount.code")}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          className="w-40"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </FormField>
      <Button type="submit" className="justify-self-start" disabled={enable.isPending}>
        {enable.isPending ? t("adminAccount.enabling") : t("adminAccount.enable")}
      </Button>
    </form>
  );
}

function ManageTwoFactor({ onNewCodes }: { onNewCodes: (codes: string[]) => void }) {
  const t = useT();
  const [password, setPassword] = useState("");
  const disable = useAdminMutation({
    mutationFn: () => accountApi.disableTwoFactor(password),
    invalidate: [accountKeys.own],
    success: t("adminAccount.disabled"),
    error: (error) => ({ title: t("adminAccount.disableFailed"), description: error.message }),
  });
  const renew = useAdminMutation({
    mutationFn: () => accountApi.newRecoveryCodes(password),
    invalidate: [accountKeys.own],
    error: (error) => ({ title: t("adminAccount.newCodesFailed"), description: error.message }),
    onSuccess: (result) => onNewCodes(result.recoveryCodes),
  });
  return (
    <div className="grid gap-3">
      <FormField id="two-factor-password" label={t("adminAccount.password")}>
        <PasswordInput
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => renew.mutate()} disabled={!password || renew.isPending}>
          {t("adminAccount.newCodes")}
        </Button>
        <Button variant="destructive" onClick={() => disable.mutate()} disabled={!password || disable.isPending}>
          {t("adminAccount.disable")}
        </Button>
      </div>
    </div>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useT();
  return (
    <LabelledSection
      id="recovery-codes"
      level="h3"
      heading={t("adminAccount.recoveryTitle")}
      className="grid gap-2 rounded-lg border bg-muted/50 p-4"
      headingClassName="font-semibold"
    >
      <p className="text-sm">{t("adminAccount.recoveryHint")}</p>
      <ul className="grid grid-cols-2 gap-1 font-mono text-sm" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() =>
          void navigator.clipboard.writeText(codes.join("\n")).then(() => toast.success(t("adminAccount.copied")))
        }
      >
        {t("adminAccount.copyCodes")}
      </Button>
    </LabelledSection>
  );
}
