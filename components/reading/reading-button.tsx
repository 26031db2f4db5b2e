"use client";

import { lazy, Suspense } from "react";
import { useLazyDialog } from "@/components/site/lazy-dialog";

const loadDialog = () => import("@/components/reading/reading-dialog");
// The settings' dialog is fetched on first use: the button is all a page loads.
const ReadingDialog = lazy(() => loadDialog().then((m) => ({ default: m.ReadingDialog })));

export function ReadingButton({
  icon,
  className,
  label,
  textClassName,
}: {
  /** READING_ICON (components/site/page-action-icons.tsx). */
  icon: React.ReactNode;
  className: string;
  label: string;
  textClassName?: string;
}) {
  const { open, setOpen, requested, buttonProps, returnFocus } = useLazyDialog(loadDialog);
  return (
    <>
      <button {...buttonProps} className={className} title={label} aria-expanded={open}>
        {icon}
        <span className={textClassName}>{label}</span>
      </button>
      {requested && (
        <Suspense>
          <ReadingDialog open={open} onOpenChange={setOpen} returnFocus={returnFocus} />
        </Suspense>
      )}
    </>
  );
}
