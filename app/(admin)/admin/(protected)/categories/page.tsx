import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { FoldersTable } from "./folders-table";

export const metadata: Metadata = { title: "Folders" };
// Read per signed-in user on every visit: never an instant navigation, so not validated as one.
export const instant = false;

export default function CategoriesPage() {
  return (
    <AdminPage policy="editor" title="adminFolders.title" description="adminFolders.description">
      <FoldersTable />
    </AdminPage>
  );
}
