"use client";

import { useEffect, useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";

export function ShareButton({
  path,
  title,
  icon,
  className,
  textClassName,
}: {
  path?: string;
  title?: string;
  /** SHARE_ICON (components/site/page-action-icons.tsx). */
  icon: React.ReactNode;
  className?: string;
  textClassName?: string;
}) {
  const t = useT();
  const [status, setStatus] = useState<"copied" | "failed" | null>(null);
  useEffect(() => {
    if (!status) return;
    const timer = window.setTimeout(() => setStatus(null), 4000);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function share() {
    const url = new URL(path ?? `${window.location.pathname}${window.location.search}`, window.location.origin).href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ url, title });
      } catch {
        // Closed by the visitor (AbortError) or refused: nothing to tell.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  }

  return (
    <span className="relative inline-flex">
      <button type="button" onClick={() => void share()} className={className} title={t("site.share.label")}>
        {icon}
        <span className={textClassName}>{t("site.share.label")}</span>
      </button>
      <span
        role="status"
        className={
          status
            ? "absolute top-full right-0 z-50 mt-1 rounded-md bg-foreground px-2 py-1 text-xs whitespace-nowrap text-background shadow"
            : "sr-only"
        }
      >
        {status ? t(`site.share.${status}`) : ""}
      </span>
    </span>
  );
}
