"use client";

import { useState } from "react";
import { useAdminMutation } from "@/components/admin/use-admin-mutation";
import { AdminDialog } from "@/components/admin/admin-dialog";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { passwordApi } from "@/lib/api/admin/account";
import { mailKeys } from "@/lib/api/admin/mail";
import type { UserRow } from "@/lib/api/admin/users";
import { CopyableLink } from "@/components/admin/copyable-link";

export function ResetLinkButton({ user }: { user: UserRow }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const make = useAdminMutation({
    mutationFn: (send: boolean) => passwordApi.adminLink(user.id, send),
    invalidate: [mailKeys.all],
    success: (result) =>
      result?.mailed && !result.mailed.held
        ? t("adminUsers.resetMailed", { name: user.username })
        : t("adminUsers.resetMade"),
    error: (error) => ({ title: t("adminUsers.resetFailed"), description: error.message }),
  });
  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) make.reset();
      }}
      trigger={
        <Button size="sm" variant="outline">
          {t("adminUsers.resetLink")}
        </Button>
      }
      title={t("adminUsers.resetTitle", { name: user.username })}
      description={t("adminUsers.resetBody", { name: user.username })}
    >
      {make.data ? (
        <div className="grid gap-2">
          {make.data.mailed?.held && <p className="text-sm">{t("adminUsers.resetHeld")}</p>}
          <CopyableLink link={make.data.link} />
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => make.mutate(true)} disabled={make.isPending}>
            {t("adminUsers.resetSend")}
          </Button>
          <Button variant="outline" onClick={() => make.mutate(false)} disabled={make.isPending}>
            {t("adminUsers.resetCopyOnly")}
          </Button>
        </div>
      )}
    </AdminDialog>
  );
}
