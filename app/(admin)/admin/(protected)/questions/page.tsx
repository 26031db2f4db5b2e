import type { Metadata } from "next";
import { RoleGate } from "@/components/admin/role-gate";
import { getTranslator } from "@/lib/i18n/server";
import { QuestionsScreen } from "./questions-screen";

export const metadata: Metadata = { title: "Questions" };

export default async function QuestionsPage() {
  const t = await getTranslator();
  return (
    <RoleGate policy="editor">
      <div className="space-y-6">
        <header>
          <h1 className="text-3xl font-bold">{t("adminQuestions.title")}</h1>
          <p className="mt-1 max-w-2xl text-muted-foreground">{t("adminQuestions.description")}</p>
        </header>
        <QuestionsScreen />
      </div>
    </RoleGate>
  );
}
