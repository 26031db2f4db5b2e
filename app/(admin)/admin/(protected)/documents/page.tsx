import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { env } from "@/lib/env";
import { DocumentsScreen } from "./documents-screen";

export const metadata: Metadata = { title: "Documents" };
export const instant = false;

export default function DocumentsPage() {
  return (
    <AdminPage policy="editor" title="adminDocuments.title" description="adminDocuments.description">
      <DocumentsScreen maxUploadMb={env.UPLOAD_MAX_MB} />
    </AdminPage>
  );
}
