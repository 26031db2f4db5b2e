import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { QuestionsScreen } from "./questions-screen";

export const metadata: Metadata = { title: "Questions" };
export const instant = false;

export default function QuestionsPage() {
  return (
    <AdminPage policy="editor" title="adminQuestions.title" description="adminQuestions.description">
      <QuestionsScreen />
    </AdminPage>
  );
}
