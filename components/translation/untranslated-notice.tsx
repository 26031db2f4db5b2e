import { InfoIcon } from "lucide-react";
import { isTargetLanguage, type Locale } from "@/lib/i18n/config";
import type { Translate } from "@/lib/i18n/translator";
import type { ContentCoverage } from "@/lib/translation/stored";

// From the reviewed catalogue, never a provider (docs/decisions/009).
export function UntranslatedNotice({
  locale,
  coverage,
  t,
}: {
  locale: Locale;
  coverage: ContentCoverage;
  t: Translate;
}) {
  if (!isTargetLanguage(locale) || coverage !== "untranslated") return null;
  return (
    <p
      role="note"
      data-testid="untranslated-notice"
      className="mb-6 flex items-start gap-2 rounded-lg border border-amber/40 bg-card/80 px-4 py-3 text-sm text-muted-foreground"
    >
      <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      {t("site.untranslated")}
    </p>
  );
}
