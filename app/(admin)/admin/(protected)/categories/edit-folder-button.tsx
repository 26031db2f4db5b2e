"use client";

import { Pencil } from "lucide-react";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";

export function EditFolderButton({ name, onClick }: { name: string; onClick: () => void }) {
  const t = useT();
  return (
    <Button size="sm" variant="outline" aria-label={t("adminFolders.editNamed", { name })} onClick={onClick}>
      <Pencil aria-hidden />
      {t("common.edit")}
    </Button>
  );
}
