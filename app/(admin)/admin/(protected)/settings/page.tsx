import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { SettingsScreen } from "./settings-screen";

export const metadata: Metadata = { title: "Settings" };
// Read per signed-in user on every visit: never an instant navigation, so not validated as one.
export const instant = false;

// requirements §D2: settings are for admins only.
export default function SettingsPage() {
  return (
    <AdminPage policy="admin" title="adminSettings.title" description="adminSettings.description">
      <SettingsScreen />
    </AdminPage>
  );
}
