"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { LogOut } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useT } from "@/components/i18n/i18n-provider";
import { sessionApi } from "@/lib/api/admin/session";

// The toast lives in the admin layout, which the home page replaces: it stays this long to be read first.
const LOGGED_OUT_NOTICE_MS = 1_500;

export function LogoutButton({ className }: { className?: string }) {
  const t = useT();
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    try {
      await sessionApi.logout();
      toast.success(t("adminAuth.logout.successTitle"), { description: t("adminAuth.logout.successBody") });
      router.prefetch("/");
      await new Promise((resolve) => setTimeout(resolve, LOGGED_OUT_NOTICE_MS));
      router.replace("/");
      router.refresh();
    } catch {
      toast.error(t("adminAuth.logout.failed"));
      setPending(false);
    }
  }

  return (
    <Button variant="outline" size="sm" onClick={logout} disabled={pending} className={className}>
      <LogOut className="size-4" aria-hidden />
      <span className="max-sm:sr-only">{t("adminAuth.logout.button")}</span>
    </Button>
  );
}
