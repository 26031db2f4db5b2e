"use client";

import { useT } from "@/components/i18n/i18n-provider";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { LazyRichTextEditor } from "./lazy-rich-text-editor";

export function HtmlContentField({
  labelId,
  value,
  onChange,
  children,
}: {
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  children: React.ReactNode;
}) {
  const t = useT();
  return (
    <Tabs defaultValue="visual" className="gap-2">
      <TabsList>
        <TabsTrigger value="visual">{t("adminRichText.visualTab")}</TabsTrigger>
        <TabsTrigger value="html">{t("adminRichText.htmlTab")}</TabsTrigger>
      </TabsList>
      <TabsContent value="visual">
        <LazyRichTextEditor value={value} onChange={onChange} labelledBy={labelId} />
      </TabsContent>
      <TabsContent value="html">{children}</TabsContent>
    </Tabs>
  );
}
