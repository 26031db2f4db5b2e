import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { BookletsTable } from "./booklets-table";
import { CreateBookletDialog } from "./create-booklet-dialog";

export const metadata: Metadata = { title: "Manage Booklets" };
// Read per signed-in user on every visit: never an instant navigation, so not validated as one.
export const instant = false;

export default function BookletsPage() {
  return (
    <AdminPage
      policy="editor"
      title="booklets.admin.title"
      description="booklets.admin.description"
      actions={<CreateBookletDialog />}
    >
      <BookletsTable />
    </AdminPage>
  );
}
