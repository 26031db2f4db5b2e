import type { Metadata } from "next";
import { NotFoundCard } from "@/components/site/not-found-card";
import { ROOT_VIEWPORT, RootDocument } from "@/components/site/root-document";
import { DEFAULT_LOCALE } from "@/lib/i18n/config";

export const metadata: Metadata = { title: "404 Page Not Found", robots: { index: false } };
export const viewport = ROOT_VIEWPORT;

// Answers what proxy.ts does not rewrite (an unknown API or file path), which matches no root layout.
export default function GlobalNotFound() {
  return (
    <RootDocument lang={DEFAULT_LOCALE}>
      <main id="main" className="flex min-h-dvh items-center justify-center bg-peach px-4">
        <NotFoundCard locale={DEFAULT_LOCALE} />
      </main>
    </RootDocument>
  );
}
