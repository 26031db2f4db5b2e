import { PreviewBanner } from "@/components/admin/content/preview-banner";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { ThemeStyle } from "@/components/site/theme-style";
import type { Locale } from "@/lib/i18n/config";

/** A draft shown in the real public header and footer under the preview bar (docs/decisions/016). */
export function PreviewShell({
  lang,
  backHref,
  hasDraft,
  untranslated,
  siteName,
  footerDraft,
  after,
  children,
}: {
  lang: Locale;
  backHref: string;
  hasDraft: boolean;
  untranslated: boolean;
  siteName?: string;
  footerDraft?: { siteName: string; tagline: string };
  after?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div lang={lang} className="flex min-h-dvh flex-col bg-peach">
      <ThemeStyle />
      <SiteHeader locale={lang} siteName={siteName} />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-hidden">
        <PreviewBanner hasDraft={hasDraft} backHref={backHref} untranslated={untranslated} className="top-16 z-30" />
        {children}
      </main>
      <SiteFooter locale={lang} draft={footerDraft} />
      {after}
    </div>
  );
}
