import type { Metadata } from "next";
import { RoleGate } from "@/components/admin/role-gate";
import { getTranslator } from "@/lib/i18n/server";
import { SettingsTable } from "./settings-table";

export const metadata: Metadata = { title: "Settings" };

// DESIGN §2: settings are for admins only.
export default async function SettingsPage() {
  const t = await getTranslator();
  return (
    <RoleGate policy="admin">
      <div className="space-y-6">
        <header>
          <h1 className="text-3xl font-bold">{t("adminSettings.title")}</h1>
          <p className="mt-1 max-w-2xl text-muted-foreground">{t("adminSettings.description")}</p>
        </header>
        <SettingsTable />
      </div>
    </RoleGate>
  );
}
