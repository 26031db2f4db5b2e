import type { Metadata } from "next";
import { NotFoundCard } from "@/components/site/not-found-card";
import { DEFAULT_LOCALE } from "@/lib/i18n/config";

export const metadata: Metadata = { title: "404 Page Not Found", robots: { index: false } };

// requirements §2: the 404 page. Unknown public paths are rewritten to the per-language /[locale]/missing
// (proxy.ts); this one answers the rest (admin, file-like paths). It must read nothing from the
// request: Next renders it into every page's payload, so a cookie read here would make every
// public page render per request (docs/decisions/010).
export default function NotFound() {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-peach px-4">
      <NotFoundCard locale={DEFAULT_LOCALE} />
    </main>
  );
}
