"use client";

import { useState } from "react";
import { useAdminMutation } from "@/components/admin/use-admin-mutation";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) make.reset();
      }}
    >
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {t("adminUsers.resetLink")}
      </Button>
      <DialogContent closeLabel={t("common.close")}>
        <DialogHeader>
          <DialogTitle>{t("adminUsers.resetTitle", { name: user.username })}</DialogTitle>
          <DialogDescription>{t("adminUsers.resetBody", { name: user.username })}</DialogDescription>
        </DialogHeader>
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
      </DialogContent>
    </Dialog>
  );
}
