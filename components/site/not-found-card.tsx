import { HomeIcon } from "lucide-react";
import { IconLink } from "@/components/site/icon-link";
import { Logo } from "@/components/site/logo";
import type { Locale } from "@/lib/i18n/config";
import { localePath } from "@/lib/i18n/paths";
import { getTranslator } from "@/lib/i18n/server";

export const NOT_FOUND_CARD = "max-w-md rounded-xl border bg-card p-8 text-center shadow-sm";

export async function NotFoundCard({ locale }: { locale: Locale }) {
  const t = await getTranslator(locale);
  return (
    <div className={NOT_FOUND_CARD}>
      <Logo className="mx-auto size-12" />
      <h1 className="mt-4 text-2xl font-bold">{t("site.notFound.title")}</h1>
      <p className="mt-3 text-muted-foreground">{t("site.notFound.body")}</p>
      <IconLink
        href={localePath(locale, "/")}
        icon={<HomeIcon aria-hidden="true" className="size-4" />}
        label={t("site.notFound.home")}
        className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-md bg-primary px-4 font-medium text-primary-foreground hover:bg-primary/90"
      />
    </div>
  );
}
