import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { InviteCard } from "./invite-card";
import { UsersTable } from "./users-table";

export const metadata: Metadata = { title: "Users" };
export const instant = false;

export default function UsersPage() {
  return (
    <AdminPage policy="admin" title="adminUsers.title" description="adminUsers.description">
      <InviteCard />
      <UsersTable />
    </AdminPage>
  );
}
