"use client";

import { Trash2 } from "lucide-react";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { Button } from "@/components/ui/button";

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
        <Button size="sm" variant="outline" disabled={pending} aria-label={ariaLabel}>
          {icon && <Trash2 aria-hidden />}
          {compact ? <span className="hidden sm:inline">{label}</span> : label}
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      onConfirm={onConfirm}
    />
  );
}
