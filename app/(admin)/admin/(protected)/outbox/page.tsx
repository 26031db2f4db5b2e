import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { OutboxScreen } from "./outbox-screen";

export const metadata: Metadata = { title: "Outbox" };

export default function OutboxPage() {
  return (
    <AdminPage policy="admin" title="adminOutbox.title" description="adminOutbox.description" wide>
      <OutboxScreen />
    </AdminPage>
  );
}
