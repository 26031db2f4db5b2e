import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { TranslationsScreen } from "./translations-screen";

export const metadata: Metadata = { title: "Translations" };
export const instant = false;

// requirements §D2/§D6: translations are content, so editors correct them as they edit booklets.
export default function TranslationsPage() {
  return (
    <AdminPage policy="editor" title="adminTranslations.title" description="adminTranslations.description" wide>
      <TranslationsScreen />
    </AdminPage>
  );
}
