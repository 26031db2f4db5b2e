import { Suspense } from "react";
import { ChatWidget } from "@/components/chat/chat-widget";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader, SiteHeaderPlaceholder } from "@/components/site/site-header";
import { ThemeStyle } from "@/components/site/theme-style";

// requirements §2 "Layout": public pages have a peach background, a fixed header, a footer and the chat.
// Header and footer read the language cookie and cached settings: on a prerendered page they stream
// into the static shell; on a page rendered per request they are part of the first HTML. The theme
// colours (appearance settings) arrive with the header.
export default function PublicLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-peach">
      <Suspense fallback={<SiteHeaderPlaceholder />}>
        <ThemeStyle />
        <SiteHeader />
      </Suspense>
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-hidden">
        {children}
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
      <Suspense>
        <ChatWidget />
      </Suspense>
    </div>
  );
}
