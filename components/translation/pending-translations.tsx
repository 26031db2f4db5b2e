import { ContentTranslator } from "@/components/translation/content-translator";
import { isTargetLanguage, type Locale } from "@/lib/i18n/config";
import type { ContentSource } from "@/lib/translation/stored";

export function PendingTranslations({ locale, missing }: { locale: Locale; missing: ContentSource[] }) {
  if (!isTargetLanguage(locale) || missing.length === 0) return null;
  return <ContentTranslator language={locale} texts={missing} />;
}
