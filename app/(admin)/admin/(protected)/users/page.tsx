import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { InviteCard } from "./invite-card";
import { UsersTable } from "./users-table";

export const metadata: Metadata = { title: "Users" };
// Read per signed-in user on every visit: never an instant navigation, so not validated as one.
export const instant = false;

export default function UsersPage() {
  return (
    <AdminPage policy="admin" title="admin.users.title" description="admin.users.description">
      <InviteCard />
      <UsersTable />
    </AdminPage>
  );
}
