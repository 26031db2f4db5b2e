"use client";

import { Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { RowButton } from "@/components/admin/row-button";

// A table row's delete action: a small outline button that asks for confirmation first (requirements §5
// "Confirmations").
export function DeleteButton({
  label,
  ariaLabel,
  icon = false,
  compact = false,
  pending = false,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  label: string;
  ariaLabel?: string;
  icon?: boolean;
  compact?: boolean;
  pending?: boolean;
  title: string;
  description: string;
  confirmLabel?: string;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      trigger={
        <RowButton
          icon={icon ? Trash2 : undefined}
          label={label}
          compact={compact}
          disabled={pending}
          aria-label={ariaLabel}
        />
      }
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      onConfirm={onConfirm}
    />
  );
}
