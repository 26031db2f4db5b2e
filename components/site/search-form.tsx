import { SearchIcon } from "lucide-react";
import type { Locale } from "@/lib/i18n/config";
import { localePath } from "@/lib/i18n/paths";
import type { Translate } from "@/lib/i18n/translator";
import { SEARCH_QUERY_MAX, type SearchKind } from "@/lib/search/query";
import { cn } from "@/lib/utils";

// A plain GET form: works without JavaScript and each query is its own cacheable URL.
export function SearchForm({
  locale,
  t,
  query = "",
  kind = null,
  id,
  className,
  large = false,
  compact = false,
}: {
  locale: Locale;
  t: Translate;
  query?: string;
  kind?: SearchKind | null;
  id: string;
  className?: string;
  large?: boolean;
  compact?: boolean;
}) {
  return (
    <form role="search" action={localePath(locale, "/search")} method="get" className={cn("flex", className)}>
      <label htmlFor={id} className="sr-only">
        {t("site.search.label")}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        maxLength={SEARCH_QUERY_MAX}
        placeholder={t("site.search.placeholder")}
        enterKeyHint="search"
        className={cn(
          "min-w-0 flex-1 rounded-l-md border border-r-0 border-peach-strong bg-card px-3 placeholder:text-muted-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-hidden",
          large ? "h-12 text-lg" : "h-11",
          compact && "max-lg:hidden",
        )}
      />
      {kind && <input type="hidden" name="kind" value={kind} />}
      <button
        type="submit"
        className={cn(
          "inline-flex shrink-0 items-center justify-center gap-2 rounded-r-md bg-primary font-medium text-primary-foreground hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-hidden",
          large ? "h-12 px-5" : "size-11",
          compact && "max-lg:rounded-l-md",
        )}
      >
        <SearchIcon aria-hidden="true" className="size-5" />
        <span className={large ? undefined : "sr-only"}>{t("site.search.submit")}</span>
      </button>
    </form>
  );
}
