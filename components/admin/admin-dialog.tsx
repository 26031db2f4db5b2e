"use client";

import { useRef } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";

/** Every admin dialog: a titled, described panel whose close button speaks the staff member's language. */
export function AdminDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  className,
  onCloseAutoFocus,
  children,
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** A button that opens the dialog; omit it when the caller controls `open`. */
  trigger?: React.ReactNode;
  title: React.ReactNode;
  /** Omit only where the title says it all. */
  description?: React.ReactNode;
  className?: string;
  onCloseAutoFocus?: (event: Event) => void;
  children?: React.ReactNode;
}) {
  const t = useT();
  // Radix returns focus to a trigger only: a dialog opened from a row's button gives it back to that button.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        closeLabel={t("common.close")}
        className={className}
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || trigger || !opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description !== undefined && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** A dialog's buttons: Cancel (when `onCancel` is given) before the caller's own. */
export function DialogActions({ onCancel, children }: { onCancel?: () => void; children: React.ReactNode }) {
  const t = useT();
  return (
    <DialogFooter>
      {onCancel && (
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
      )}
      {children}
    </DialogFooter>
  );
}
