"use client";

import { useT } from "@/components/i18n/i18n-provider";
import { ReadingButton } from "@/components/reading/reading-button";
import { READING_ICON } from "@/components/site/page-action-icons";
import { DonateLink } from "@/components/site/donate-link";
import { LanguageSelect } from "@/components/site/language-select";
import { NavLinks, type NavLink } from "@/components/site/nav-links";
import { SearchForm } from "@/components/site/search-form";
import type { Locale } from "@/lib/i18n/config";
import type { ReturnFocus } from "@/components/site/lazy-dialog";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export type SiteDrawerProps = {
  links: NavLink[];
  donateUrl: string;
  siteName: string;
  language: { serverValue: string } | null;
  locale: Locale;
};

// requirements §2.
export function SiteDrawer({
  open,
  onOpenChange,
  returnFocus,
  links,
  donateUrl,
  siteName,
  language,
  locale,
}: SiteDrawerProps & { open: boolean; onOpenChange: (open: boolean) => void; returnFocus: ReturnFocus }) {
  const t = useT();
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        closeLabel={t("site.nav.closeMenu")}
        className="bg-peach"
        onCloseAutoFocus={returnFocus}
      >
        <SheetHeader>
          <SheetTitle>{t("site.nav.menuTitle")}</SheetTitle>
          <SheetDescription className="sr-only">{siteName}</SheetDescription>
        </SheetHeader>
        <SearchForm locale={locale} t={t} id="drawer-search" className="px-4" />
        <nav aria-label={t("site.nav.mainNavigation")} className="px-2">
          <NavLinks links={links} vertical onNavigate={close} />
        </nav>
        <div className="flex flex-col gap-4 px-4 pb-6">
          <DonateLink href={donateUrl} label={t("site.nav.donate")} newTabLabel={t("site.newTab")} className="w-full" />
          <ReadingButton
            icon={READING_ICON}
            className={cn(buttonVariants({ variant: "outline" }), "min-h-11 w-full")}
            label={t("site.reading.label")}
          />
          {language && <LanguageSelect serverValue={language.serverValue} showLabel inMenu />}
        </div>
      </SheetContent>
    </Sheet>
  );
}
