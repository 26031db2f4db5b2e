import type { Metadata } from "next";
import { RoleGate } from "@/components/admin/role-gate";
import { getTranslator } from "@/lib/i18n/server";
import { ActivityTable } from "./activity-table";

export const metadata: Metadata = { title: "Activity" };
export const instant = false;

export default async function ActivityPage() {
  const t = await getTranslator();
  return (
    <RoleGate policy="admin">
      <div className="space-y-6">
        <header>
          <h1 className="text-3xl font-bold">{t("adminActivity.title")}</h1>
          <p className="mt-1 max-w-3xl text-muted-foreground">{t("adminActivity.description")}</p>
        </header>
        <ActivityTable />
      </div>
    </RoleGate>
  );
}
