"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { MenuIcon } from "lucide-react";
import { useT } from "@/components/i18n/i18n-provider";
import type { SiteDrawerProps } from "@/components/site/site-drawer";
import { Button } from "@/components/ui/button";

const loadDrawer = () => import("@/components/site/site-drawer");
// The drawer (Radix dialog) is fetched on first use, so it costs nothing on page load.
const SiteDrawer = dynamic(() => loadDrawer().then((m) => m.SiteDrawer), { ssr: false });

export function MobileMenu({ className, ...drawer }: SiteDrawerProps & { className?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className={className}
        aria-label={t("site.nav.openMenu")}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadDrawer}
        onFocus={loadDrawer}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <MenuIcon className="size-6" />
      </Button>
      {requested && <SiteDrawer open={open} onOpenChange={setOpen} {...drawer} />}
    </>
  );
}
