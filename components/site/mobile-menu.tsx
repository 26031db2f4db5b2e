"use client";

import { lazy, Suspense } from "react";
import { useLazyDialog } from "@/components/site/lazy-dialog";
import type { SiteDrawerProps } from "@/components/site/site-drawer";

const loadDrawer = () => import("@/components/site/site-drawer");
// The drawer (Radix dialog) is fetched on first use, so it costs nothing on page load.
const SiteDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.SiteDrawer })));

/** The small-screen menu button. Its classes and icon come rendered from the server, keeping this island tiny. */
export function MobileMenu({ className, label, children, ...drawer }: SiteDrawerProps & { className: string; label: string; children: React.ReactNode }) {
  const { open, setOpen, requested, buttonProps, returnFocus } = useLazyDialog(loadDrawer);
  return (
    <>
      <button {...buttonProps} className={className} aria-label={label} aria-expanded={open}>
        {children}
      </button>
      {requested && (
        <Suspense>
          <SiteDrawer open={open} onOpenChange={setOpen} returnFocus={returnFocus} {...drawer} />
        </Suspense>
      )}
    </>
  );
}
