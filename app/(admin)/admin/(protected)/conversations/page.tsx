import type { Metadata } from "next";
import { RoleGate } from "@/components/admin/role-gate";
import { getTranslator } from "@/lib/i18n/server";
import { ConversationsTable } from "./conversations-table";

export const metadata: Metadata = { title: "Conversations" };

export default async function ConversationsPage() {
  const t = await getTranslator();
  return (
    <RoleGate policy="editor">
      <div className="space-y-6">
        <header>
          <h1 className="text-3xl font-bold">{t("adminConversations.title")}</h1>
          <p className="mt-1 max-w-3xl text-muted-foreground">{t("adminConversations.description")}</p>
        </header>
        <ConversationsTable />
      </div>
    </RoleGate>
  );
}
