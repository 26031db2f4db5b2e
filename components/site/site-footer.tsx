import Link from "next/link";
import { getTranslator } from "@/lib/i18n/server";

export async function SiteFooter() {
  const t = await getTranslator();
  return (
    <footer className="border-t border-peach-strong bg-peach-strong/40">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-8 text-sm">
        <p className="font-semibold">{t("site.name")}</p>
        <Link href="/admin/login" className="text-muted-foreground underline-offset-4 hover:underline">
          {t("site.footer.admin")}
        </Link>
      </div>
    </footer>
  );
}
