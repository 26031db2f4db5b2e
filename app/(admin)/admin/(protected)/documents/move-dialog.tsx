"use client";

import { useState } from "react";
import { AdminDialog, DialogActions } from "@/components/admin/admin-dialog";
import { OptionSelect, toOptions } from "@/components/admin/option-select";
import { useT } from "@/components/i18n/i18n-provider";
import type { Category } from "@/lib/api/admin/categories";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";

// Moving one document or the multi-move selection (requirements §4/§5): a destination is required, and for one
// document Move stays disabled while the destination is its current folder.
export function MoveDialog({
  open,
  onOpenChange,
  title,
  description,
  categories,
  currentCategoryId,
  pending,
  onMove,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  categories: Category[];
  currentCategoryId?: number | null;
  pending: boolean;
  onMove: (categoryId: number) => void;
}) {
  const t = useT();
  const [destination, setDestination] = useState(currentCategoryId ? String(currentCategoryId) : "");
  const unchanged = !destination || (currentCategoryId !== undefined && destination === String(currentCategoryId));
  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <FormField id="move-destination" label={t("adminDocuments.destination")}>
        <OptionSelect
          value={destination}
          onChange={setDestination}
          options={toOptions(categories)}
          placeholder={t("adminDocuments.chooseFolder")}
        />
      </FormField>
      <DialogActions onCancel={() => onOpenChange(false)}>
        <Button disabled={unchanged || pending} onClick={() => onMove(Number(destination))}>
          {t("adminDocuments.move")}
        </Button>
      </DialogActions>
    </AdminDialog>
  );
}
