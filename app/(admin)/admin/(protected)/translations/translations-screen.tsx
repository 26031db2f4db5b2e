"use client";

import { useT } from "@/components/i18n/i18n-provider";
import { LinkedTabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { GlossaryTable } from "./glossary-table";
import { SiteContentTable } from "./site-content-table";
import { StoredTranslationsTable } from "./stored-translations-table";

export function TranslationsScreen() {
  const t = useT();
  return (
    <LinkedTabs values={["stored", "content", "glossary"]} className="space-y-4">
      <TabsList className="flex-wrap">
        <TabsTrigger value="stored">{t("adminTranslations.storedTab")}</TabsTrigger>
        <TabsTrigger value="content">{t("adminTranslations.contentTab")}</TabsTrigger>
        <TabsTrigger value="glossary">{t("adminTranslations.glossaryTab")}</TabsTrigger>
      </TabsList>
      <TabsContent value="stored">
        <StoredTranslationsTable />
      </TabsContent>
      <TabsContent value="content">
        <SiteContentTable />
      </TabsContent>
      <TabsContent value="glossary">
        <GlossaryTable />
      </TabsContent>
    </LinkedTabs>
  );
}
