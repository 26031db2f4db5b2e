"use client";

import { Copy } from "lucide-react";
import { toast } from "sonner";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";

export function CopyableLink({ link, copyLabel }: { link: string; copyLabel?: string }) {
  const t = useT();
  return (
    <div className="flex items-center gap-2">
      <code className="min-w-0 flex-1 rounded bg-muted px-2 py-1 text-xs break-all select-all">{link}</code>
      <Button
        variant="outline"
        size="sm"
        aria-label={copyLabel}
        onClick={() =>
          void navigator.clipboard
            .writeText(link)
            .then(() => toast.success(t("adminUsers.copied")))
            .catch(() => toast.error(t("adminUsers.copyFailed")))
        }
      >
        <Copy aria-hidden />
        {t("adminUsers.copyLink")}
      </Button>
    </div>
  );
}
