import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft, BookOpen } from "lucide-react";
import { RoleGate } from "@/components/admin/role-gate";
import { Button } from "@/components/ui/button";
import { getTranslator } from "@/lib/i18n/server";
import { FlipbookManager } from "./flipbook-manager";

export const metadata: Metadata = { title: "Interactive Book" };
export const instant = false;

// requirements §2/§6, requirements §D2: the book editor is for admins only; everyone else, pending accounts
// included, sees Access Denied.
export default async function FlipbookManagementPage() {
  const t = await getTranslator();
  return (
    <RoleGate policy="admin" pendingNotice={false}>
      <div className="space-y-6">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold">{t("adminFlipbook.title")}</h1>
            <p className="mt-1 max-w-2xl text-muted-foreground">{t("adminFlipbook.description")}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link href="/flipbook?page=1" target="_blank">
                <BookOpen aria-hidden /> {t("adminFlipbook.viewBook")}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/admin/dashboard">
                <ArrowLeft aria-hidden /> {t("adminFlipbook.backToDashboard")}
              </Link>
            </Button>
          </div>
        </header>
        <FlipbookManager />
      </div>
    </RoleGate>
  );
}
