import type { Metadata } from "next";
import { RoleGate } from "@/components/admin/role-gate";
import { getTranslator } from "@/lib/i18n/server";
import { FoldersTable } from "./folders-table";

export const metadata: Metadata = { title: "Folders" };

export default async function CategoriesPage() {
  const t = await getTranslator();
  return (
    <RoleGate policy="editor">
      <div className="space-y-6">
        <header>
          <h1 className="text-3xl font-bold">{t("adminFolders.title")}</h1>
          <p className="mt-1 max-w-2xl text-muted-foreground">{t("adminFolders.description")}</p>
        </header>
        <FoldersTable />
      </div>
    </RoleGate>
  );
}
