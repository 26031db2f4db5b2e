import { ArrowLeft, BookX } from "lucide-react";
import { IconLink } from "@/components/site/icon-link";
import { DEFAULT_LOCALE, type Locale } from "@/lib/i18n/config";
import { localePath } from "@/lib/i18n/paths";
import { getTranslator } from "@/lib/i18n/server";

// requirements §8.
export async function BookletNotFound({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  const t = await getTranslator(locale);
  return (
    <div className="mx-auto flex min-h-80 max-w-xl flex-col items-center px-4 py-16 text-center">
      <BookX className="mb-4 size-12 text-primary/70" aria-hidden />
      <h1 className="sr-only">{t("booklets.reader.notFoundTitle")}</h1>
      <p role="alert" className="text-lg font-medium">
        {t("booklets.reader.notFound")}
      </p>
      <IconLink
        href={localePath(locale, "/interactive-books")}
        icon={<ArrowLeft className="size-4" aria-hidden />}
        label={t("booklets.reader.back")}
        className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-md bg-primary px-4 font-medium text-primary-foreground hover:bg-primary/90"
      />
    </div>
  );
}
