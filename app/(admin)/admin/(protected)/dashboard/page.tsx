import type { Metadata } from "next";
import { RoleGate } from "@/components/admin/role-gate";
import { getTranslator } from "@/lib/i18n/server";
import { getCurrentUser } from "@/lib/session";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  return (
    <RoleGate policy="editor">
      <DashboardContent />
    </RoleGate>
  );
}

async function DashboardContent() {
  const [t, user] = await Promise.all([getTranslator(), getCurrentUser()]);
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold">{t("admin.dashboard.title")}</h1>
        <p className="mt-1 text-muted-foreground">{t("admin.dashboard.welcome", { name: user?.username ?? "" })}</p>
      </header>
    </div>
  );
}
