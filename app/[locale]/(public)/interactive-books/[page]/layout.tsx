import { ArrowLeft } from "lucide-react";
import { loadSelectorPage, selectorPath } from "@/components/booklets/book-selector";
import { IconLink } from "@/components/site/icon-link";
import { pageLocale } from "@/components/site/site-context";
import { localePath } from "@/lib/i18n/paths";
import { getTranslator } from "@/lib/i18n/server";
import { listPageNumber } from "@/lib/validation/booklets";

// Past the last page, the page calls notFound() so the cached page answers 404; this layout shows the message.
export default async function ListPageLayout({ children, params }: LayoutProps<"/[locale]/interactive-books/[page]">) {
  const locale = await pageLocale(params);
  const page = listPageNumber((await params).page);
  if (page <= (await loadSelectorPage(page)).pages) return children;
  const t = await getTranslator(locale);
  return (
    <div className="mx-auto flex min-h-80 max-w-xl flex-col items-center px-4 py-16 text-center">
      <h1 className="sr-only">{t("booklets.selector.title")}</h1>
      <p role="alert" className="text-lg font-medium">
        {t("booklets.selector.noSuchPage", { n: page })}
      </p>
      <IconLink
        href={localePath(locale, selectorPath(1))}
        icon={<ArrowLeft className="size-4" aria-hidden />}
        label={t("booklets.selector.firstPage")}
        className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-md bg-primary px-4 font-medium text-primary-foreground hover:bg-primary/90"
      />
      {children}
    </div>
  );
}
