import type { Metadata } from "next";
import { RoleGate } from "@/components/admin/role-gate";
import { getTranslator } from "@/lib/i18n/server";
import { BookletsTable } from "./booklets-table";
import { CreateBookletDialog } from "./create-booklet-dialog";

export const metadata: Metadata = { title: "Manage Booklets" };

export default async function BookletsPage() {
  const t = await getTranslator();
  return (
    <RoleGate policy="editor">
      <div className="space-y-6">
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold">{t("booklets.admin.title")}</h1>
            <p className="mt-1 max-w-2xl text-muted-foreground">{t("booklets.admin.description")}</p>
          </div>
          <CreateBookletDialog />
        </header>
        <BookletsTable />
      </div>
    </RoleGate>
  );
}
