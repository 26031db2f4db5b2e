import type { Metadata } from "next";
import { RoleGate } from "@/components/admin/role-gate";
import { getTranslator } from "@/lib/i18n/server";
import { UsersTable } from "./users-table";

export const metadata: Metadata = { title: "Users" };

export default async function UsersPage() {
  const t = await getTranslator();
  return (
    <RoleGate policy="admin">
      <div className="space-y-6">
        <header>
          <h1 className="text-3xl font-bold">{t("admin.users.title")}</h1>
          <p className="mt-1 max-w-2xl text-muted-foreground">{t("admin.users.description")}</p>
        </header>
        <UsersTable />
      </div>
    </RoleGate>
  );
}
