import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { AccountScreen } from "./account-screen";

export const metadata: Metadata = { title: "Your account" };

export default function AccountPage() {
  return (
    <AdminPage policy="editor" title="adminAccount.title" description="adminAccount.description">
      <AccountScreen />
    </AdminPage>
  );
}
