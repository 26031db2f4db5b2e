"use client";

import { lazy, Suspense, useEffect } from "react";
import { useLazyDialog } from "@/components/site/lazy-dialog";
import type { SiteDrawerProps } from "@/components/site/site-drawer";
import { REOPEN_MENU_KEY } from "@/components/site/language-select";

const loadDrawer = () => import("@/components/site/site-drawer");
const SiteDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.SiteDrawer })));

export function MobileMenu({
  className,
  label,
  children,
  ...drawer
}: SiteDrawerProps & { className: string; label: string; children: React.ReactNode }) {
  const { open, setOpen, show, requested, buttonProps, returnFocus } = useLazyDialog(loadDrawer);
  // The language was changed in the drawer and the page reloaded in it: the visitor is still in the menu.
  useEffect(() => {
    try {
      if (sessionStorage.getItem(REOPEN_MENU_KEY) !== "1") return;
      sessionStorage.removeItem(REOPEN_MENU_KEY);
    } catch {
      return;
    }
    show();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
