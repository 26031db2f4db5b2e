import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { FoldersTable } from "./folders-table";

export const metadata: Metadata = { title: "Folders" };
export const instant = false;

export default function CategoriesPage() {
  return (
    <AdminPage policy="editor" title="adminFolders.title" description="adminFolders.description">
      <FoldersTable />
    </AdminPage>
  );
}
