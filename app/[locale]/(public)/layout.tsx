import { ChatWidget } from "@/components/chat/chat-widget";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { pageLocale } from "@/components/site/site-context";
import { ThemeStyle } from "@/components/site/theme-style";

// requirements §2 "Layout"; the whole page is static output of its language (docs/decisions/010).
export default async function PublicLayout({ children, params }: LayoutProps<"/[locale]">) {
  const locale = await pageLocale(params);
  return (
    <div className="flex min-h-dvh flex-col bg-peach">
      <ThemeStyle />
      <SiteHeader locale={locale} />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-hidden">
        {children}
      </main>
      <SiteFooter locale={locale} />
      <ChatWidget locale={locale} />
    </div>
  );
}
