"use client";

import { useT } from "@/components/i18n/i18n-provider";
import { LinkedTabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { QuestionForm } from "./question-form";
import { QuestionsTable } from "./questions-table";
import { ThesaurusEditor } from "./thesaurus-editor";

/** requirements §2 Question Management: Add Question (default) and Browse Questions; the chatbot's synonyms. */
export function QuestionsScreen() {
  const t = useT();
  return (
    <LinkedTabs values={["add", "browse", "synonyms"]} className="space-y-4">
      <TabsList>
        <TabsTrigger value="add">{t("adminQuestions.addTab")}</TabsTrigger>
        <TabsTrigger value="browse">{t("adminQuestions.browseTab")}</TabsTrigger>
        <TabsTrigger value="synonyms">{t("adminQuestions.thesaurusTab")}</TabsTrigger>
      </TabsList>
      <TabsContent value="add">
        <QuestionForm />
      </TabsContent>
      <TabsContent value="browse">
        <QuestionsTable />
      </TabsContent>
      <TabsContent value="synonyms">
        <ThesaurusEditor />
      </TabsContent>
    </LinkedTabs>
  );
}
