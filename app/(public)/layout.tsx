import { Suspense } from "react";
import { HoldFirstPaint, PaintMarker } from "@/components/site/first-paint";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader, SiteHeaderPlaceholder } from "@/components/site/site-header";

const HEADER_READY = "header-ready";

// spec §2 "Layout": public pages have a peach background, a fixed header, a footer and the chat.
// Header and footer read the language cookie and cached settings, so they stream into the static shell.
export default function PublicLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-peach">
      <HoldFirstPaint until={HEADER_READY} />
      <Suspense fallback={<SiteHeaderPlaceholder />}>
        <SiteHeader />
        <PaintMarker id={HEADER_READY} />
      </Suspense>
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-hidden">
        {children}
      </main>
      <Suspense>
        <SiteFooter />
      </Suspense>
      {/* The chat widget (its own issue) mounts here, after the footer, on every public page. */}
    </div>
  );
}
