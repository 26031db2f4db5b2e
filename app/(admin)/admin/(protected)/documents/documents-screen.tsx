"use client";

import { useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { LinkedTabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { DocumentsBrowser } from "./documents-browser";
import { FoldersDialog } from "./folders-dialog";
import { UploadForm } from "./upload-form";

/** requirements §2 Document Management: Upload Document (default) and Browse Documents, and the folder dialog. */
export function DocumentsScreen({ maxUploadMb }: { maxUploadMb: number }) {
  const t = useT();
  const [foldersOpen, setFoldersOpen] = useState(false);
  const openFolders = () => setFoldersOpen(true);
  return (
    <>
      <LinkedTabs values={["upload", "browse"]} className="space-y-4">
        <TabsList>
          <TabsTrigger value="upload">{t("adminDocuments.uploadTab")}</TabsTrigger>
          <TabsTrigger value="browse">{t("adminDocuments.browseTab")}</TabsTrigger>
        </TabsList>
        <TabsContent value="upload">
          <UploadForm maxUploadMb={maxUploadMb} onManageFolders={openFolders} />
        </TabsContent>
        <TabsContent value="browse">
          <DocumentsBrowser onManageFolders={openFolders} />
        </TabsContent>
      </LinkedTabs>
      <FoldersDialog open={foldersOpen} onOpenChange={setFoldersOpen} />
    </>
  );
}
