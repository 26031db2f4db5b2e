import { Suspense } from "react";
import Link from "next/link";
import type { Metadata } from "next";
import { HomeIcon } from "lucide-react";
import { Logo } from "@/components/site/logo";
import { getLocale, getTranslator } from "@/lib/i18n/server";

export const metadata: Metadata = { title: "404 Page Not Found", robots: { index: false } };

const CARD = "max-w-md rounded-xl border bg-card p-8 text-center shadow-sm";

// requirements §2: any other path shows this page (and answers 404), in the visitor's language.
export default function NotFound() {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-peach px-4">
      {/* The language comes from the cookie, so the text is a request-time part of this prerendered page. */}
      <Suspense fallback={<div aria-hidden="true" className={`${CARD} h-64 w-full`} />}>
        <NotFoundCard />
      </Suspense>
    </main>
  );
}

async function NotFoundCard() {
  const t = await getTranslator(await getLocale());
  return (
    <div className={CARD}>
      <Logo className="mx-auto size-12" />
      <h1 className="mt-4 text-2xl font-bold">{t("site.notFound.title")}</h1>
      <p className="mt-3 text-muted-foreground">{t("site.notFound.body")}</p>
      <Link href="/" className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-md bg-primary px-4 font-medium text-primary-foreground hover:bg-primary/90">
        <HomeIcon aria-hidden="true" className="size-4" />
        {t("site.notFound.home")}
      </Link>
    </div>
  );
}
