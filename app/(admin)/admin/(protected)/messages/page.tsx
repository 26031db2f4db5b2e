import type { Metadata } from "next";
import { RoleGate } from "@/components/admin/role-gate";
import { getTranslator } from "@/lib/i18n/server";
import { MessagesList } from "./messages-list";

export const metadata: Metadata = { title: "Contact Messages" };

export default async function MessagesPage() {
  const t = await getTranslator();
  return (
    <RoleGate policy="editor">
      <div className="space-y-6">
        <header>
          <h1 className="text-3xl font-bold">{t("adminMessages.title")}</h1>
          <p className="mt-1 max-w-2xl text-muted-foreground">{t("adminMessages.description")}</p>
        </header>
        <MessagesList />
      </div>
    </RoleGate>
  );
}
