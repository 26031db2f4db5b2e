import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { ConversationsTable } from "./conversations-table";

export const metadata: Metadata = { title: "Conversations" };
export const instant = false;

export default function ConversationsPage() {
  return (
    <AdminPage policy="editor" title="adminConversations.title" description="adminConversations.description" wide>
      <ConversationsTable />
    </AdminPage>
  );
}
