import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { BookletsTable } from "./booklets-table";
import { CreateBookletDialog } from "./create-booklet-dialog";

export const metadata: Metadata = { title: "Manage Booklets" };
export const instant = false;

export default function BookletsPage() {
  return (
    <AdminPage
      policy="editor"
      title="adminBooklets.title"
      description="adminBooklets.description"
      actions={<CreateBookletDialog />}
    >
      <BookletsTable />
    </AdminPage>
  );
}
