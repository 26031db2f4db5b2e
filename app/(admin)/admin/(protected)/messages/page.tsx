import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { MessagesList } from "./messages-list";

export const metadata: Metadata = { title: "Contact Messages" };
export const instant = false;

export default function MessagesPage() {
  return (
    <AdminPage policy="editor" title="adminMessages.title" description="adminMessages.description">
      <MessagesList />
    </AdminPage>
  );
}
