import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { SettingsScreen } from "./settings-screen";

export const metadata: Metadata = { title: "Settings" };
export const instant = false;

// requirements §D2: settings are for admins only.
export default function SettingsPage() {
  return (
    <AdminPage policy="admin" title="adminSettings.title" description="adminSettings.description">
      <SettingsScreen />
    </AdminPage>
  );
}
