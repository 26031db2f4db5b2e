import type { Metadata } from "next";
import { RoleGate } from "@/components/admin/role-gate";
import { env } from "@/lib/env";
import { getTranslator } from "@/lib/i18n/server";
import { DocumentsScreen } from "./documents-screen";

export const metadata: Metadata = { title: "Documents" };

export default async function DocumentsPage() {
  return (
    <RoleGate policy="editor">
      <DocumentsContent />
    </RoleGate>
  );
}

async function DocumentsContent() {
  const t = await getTranslator();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold">{t("adminDocuments.title")}</h1>
        <p className="mt-1 max-w-2xl text-muted-foreground">{t("adminDocuments.description")}</p>
      </header>
      <DocumentsScreen maxUploadMb={env.UPLOAD_MAX_MB} />
    </div>
  );
}
