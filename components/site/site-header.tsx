import Link from "next/link";
import { MenuIcon } from "lucide-react";
import { MessagesProvider } from "@/components/i18n/messages-provider";
import { DonateLink } from "@/components/site/donate-link";
import { LanguageSelect } from "@/components/site/language-select";
import { Logo } from "@/components/site/logo";
import { MobileMenu } from "@/components/site/mobile-menu";
import { ReadingButton } from "@/components/reading/reading-button";
import { READING_ICON } from "@/components/site/page-action-icons";
import { NavLinks } from "@/components/site/nav-links";
import type { Locale } from "@/lib/i18n/config";
import { getSiteContext, languageValue } from "@/components/site/site-context";
import { SearchForm } from "@/components/site/search-form";
import { SkipLink } from "@/components/site/skip-link";
import { TranslationBanner } from "@/components/translation/translation-banner";
import { isTargetLanguage, siteTranslated } from "@/lib/i18n/config";
import { localePath } from "@/lib/i18n/paths";
import { translationProvider } from "@/lib/translation/provider";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

const HEADER_NAMESPACES = [
  "site.nav",
  "site.newTab",
  "site.language",
  "site.search.label",
  "site.search.placeholder",
  "site.search.submit",
  "site.reading",
];

const HEADER_CLASS = "fixed inset-x-0 top-0 z-40 h-16 border-b border-peach-strong bg-peach/95 backdrop-blur";

const READING_BUTTON = {
  icon: READING_ICON,
  className: cn(buttonVariants({ variant: "ghost" }), "hidden min-h-11 min-w-11 px-2.5 md:inline-flex"),
  textClassName: "sr-only",
};

export function SiteHeaderPlaceholder() {
  return <div aria-hidden="true" className={HEADER_CLASS} />;
}

export async function SiteHeader({ locale, siteName: draftName }: { locale: Locale; siteName?: string }) {
  const { t, settings } = await getSiteContext(locale);
  const siteName = draftName ?? settings.site_name;
  const links = [
    { href: localePath(locale, "/"), label: t("site.nav.home") },
    { href: localePath(locale, "/about"), label: t("site.nav.about") },
    { href: localePath(locale, "/contact"), label: t("site.nav.contact") },
  ];
  const language = settings.show_language_selector === "false" ? null : { serverValue: languageValue(locale) };

  return (
    // Already in the visitor's language: the browser's translator leaves it alone.
    <header className={HEADER_CLASS} translate={siteTranslated(locale)}>
      <MessagesProvider locale={locale} namespaces={HEADER_NAMESPACES}>
        <SkipLink label={t("site.skipToContent")} />
        <div className="mx-auto flex h-full max-w-6xl items-center gap-3 px-4">
          <Link
            href={localePath(locale, "/")}
            className="mr-auto flex min-h-11 items-center gap-2.5 rounded-md font-bold text-primary"
          >
            <Logo className="size-9" />
            {/* Between md and lg the links need the room; the name stays for screen readers. */}
            <span className="text-lg leading-tight md:max-lg:sr-only">{siteName}</span>
          </Link>
          <nav aria-label={t("site.nav.mainNavigation")} className="hidden md:block">
            <NavLinks links={links} />
          </nav>
          <SearchForm locale={locale} t={t} id="site-search" className="hidden md:flex lg:w-52 xl:w-64" compact />
          <ReadingButton {...READING_BUTTON} label={t("site.reading.label")} />
          {language && <LanguageSelect serverValue={language.serverValue} className="hidden shrink-0 md:block" />}
          <DonateLink
            href={settings.donation_url}
            label={t("site.nav.donate")}
            newTabLabel={t("site.newTab")}
            className="hidden sm:inline-flex"
          />
          <MobileMenu
            className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "size-11 md:hidden")}
            label={t("site.nav.openMenu")}
            links={links}
            donateUrl={settings.donation_url}
            siteName={siteName}
            language={language}
            locale={locale}
          >
            <MenuIcon aria-hidden="true" className="size-6" />
          </MobileMenu>
        </div>
      </MessagesProvider>
      {isTargetLanguage(locale) && translationProvider() && (
        <TranslationBanner
          text={t("site.translating", { language: t("site.language.name") })}
          className="absolute inset-x-0 top-full border-b border-amber/40 bg-amber px-4 py-1.5 text-center text-sm font-medium text-amber-foreground shadow-sm"
        />
      )}
    </header>
  );
}
