import type { Metadata } from "next";
import { RoleGate } from "@/components/admin/role-gate";
import { getTranslator } from "@/lib/i18n/server";
import { TranslationsScreen } from "./translations-screen";

export const metadata: Metadata = { title: "Translations" };

// DESIGN §2/§6: translations are content, so editors correct them as they edit booklets.
export default async function TranslationsPage() {
  const t = await getTranslator();
  return (
    <RoleGate policy="editor">
      <div className="space-y-6">
        <header>
          <h1 className="text-3xl font-bold">{t("adminTranslations.title")}</h1>
          <p className="mt-1 max-w-3xl text-muted-foreground">{t("adminTranslations.description")}</p>
        </header>
        <TranslationsScreen />
      </div>
    </RoleGate>
  );
}
