import Link from "next/link";
import { SkipLink } from "@/components/site/skip-link";
import { getTranslator } from "@/lib/i18n/server";

export async function SiteHeader() {
  const t = await getTranslator();
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-peach-strong bg-peach/95 backdrop-blur">
      <SkipLink label={t("site.skipToContent")} />
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between px-4">
        <Link href="/" className="text-lg font-bold text-primary">
          {t("site.name")}
        </Link>
        <nav aria-label={t("site.nav.mainNavigation")}>
          <ul className="flex gap-1">
            <li><Link className="inline-flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-peach-strong" href="/">{t("site.nav.home")}</Link></li>
            <li><Link className="inline-flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-peach-strong" href="/about">{t("site.nav.about")}</Link></li>
            <li><Link className="inline-flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-peach-strong" href="/contact">{t("site.nav.contact")}</Link></li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
