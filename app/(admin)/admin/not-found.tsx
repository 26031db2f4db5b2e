import type { Metadata } from "next";
import { NotFoundCard } from "@/components/site/not-found-card";
import { DEFAULT_LOCALE } from "@/lib/i18n/config";

export const metadata: Metadata = { title: "404 Page Not Found", robots: { index: false } };

// requirements §2: the 404 page, for a staff path or preview that does not exist.
export default function AdminNotFound() {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-peach px-4">
      <NotFoundCard locale={DEFAULT_LOCALE} />
    </main>
  );
}
