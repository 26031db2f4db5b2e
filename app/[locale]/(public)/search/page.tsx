import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { sourceLabel } from "@/components/chat/source-label";
import { PagerLink } from "@/components/site/pager-link";
import { SearchForm } from "@/components/site/search-form";
import { getSiteContext, pageLocale } from "@/components/site/site-context";
import { localePath } from "@/lib/i18n/paths";
import { getTranslator } from "@/lib/i18n/server";
import type { Translate } from "@/lib/i18n/translator";
import {
  parseSearchRequest,
  SEARCH_KINDS,
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  searchQueryString,
  type SearchRequest,
} from "@/lib/search/query";
import { searchSite, type SearchHit, type SiteSearchResult } from "@/lib/search/site-search";
import { cn } from "@/lib/utils";

// Rendered per request (the query is no part of the path); shared caches keep it per URL (lib/http/cache-headers.ts).

type Props = PageProps<"/[locale]/search">;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslator(await pageLocale(params));
  // Result pages are no content of their own: never indexed, their links followed.
  return { title: t("site.search.title"), description: t("site.search.description"), robots: { index: false } };
}

export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  await connection();
  const query = await searchParams;
  const request = parseSearchRequest((name) => first(query[name]));
  const [{ t }, result] = await Promise.all([getSiteContext(locale), searchSite(request, locale)]);
  const href = (change: Partial<SearchRequest>) =>
    localePath(locale, `/search${searchQueryString({ ...request, page: 1, ...change })}`);
  const truncated = (first(query.q) ?? "").trim().length > SEARCH_QUERY_MAX;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-primary">{t("site.search.title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("site.search.description")}</p>
      <SearchForm
        locale={locale}
        t={t}
        query={request.q}
        kind={request.kind}
        id="search-page-query"
        className="mt-6"
        large
      />
      {truncated && <p className="mt-2 text-sm">{t("site.search.tooLong", { max: SEARCH_QUERY_MAX })}</p>}
      {!request.q ? (
        <p className="mt-8">{t("site.search.empty")}</p>
      ) : (
        <>
          <KindFilters request={request} counts={result.counts} href={href} t={t} />
          <p role="status" className="mt-6 font-medium">
            {result.total === 0
              ? t("site.search.none", { query: request.q })
              : result.total === 1
                ? t("site.search.oneResult", { query: request.q })
                : t("site.search.results", { count: result.total, query: request.q })}
          </p>
          {result.hits.length > 0 && (
            <ol
              aria-label={t("site.search.resultList")}
              className="mt-4 flex flex-col gap-4"
              start={(request.page - 1) * SEARCH_PAGE_SIZE + 1}
            >
              {result.hits.map((hit) => (
                <SearchResultItem key={hit.href} hit={hit} t={t} />
              ))}
            </ol>
          )}
          {result.pages > 1 && <Pager request={request} pages={result.pages} href={href} t={t} />}
        </>
      )}
    </div>
  );
}

type Href = (change: Partial<SearchRequest>) => string;

function KindFilters({
  request,
  counts,
  href,
  t,
}: {
  request: SearchRequest;
  counts: SiteSearchResult["counts"];
  href: Href;
  t: Translate;
}) {
  return (
    <nav aria-label={t("site.search.filters")} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {[null, ...SEARCH_KINDS].map((kind) => {
          const current = kind === request.kind;
          const count = kind ? counts[kind] : Object.values(counts).reduce((a, b) => a + b, 0);
          return (
            <li key={kind ?? "all"}>
              <Link
                href={href({ kind })}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center gap-1.5 rounded-full border border-peach-strong px-4 font-medium hover:bg-peach-strong",
                  current && "border-primary bg-primary text-primary-foreground hover:bg-primary/90",
                )}
              >
                {kind ? t(`site.search.kinds.${kind}`) : t("site.search.all")}
                <span className="text-sm">({count})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Pager({ request, pages, href, t }: { request: SearchRequest; pages: number; href: Href; t: Translate }) {
  return (
    <nav aria-label={t("site.search.pages")} className="mt-8 flex items-center justify-between gap-4">
      <PagerLink href={request.page > 1 ? href({ kind: request.kind, page: request.page - 1 }) : null}>
        {t("site.search.previous")}
      </PagerLink>
      <span>{t("site.search.pageOf", { n: Math.min(request.page, pages), total: pages })}</span>
      <PagerLink href={request.page < pages ? href({ kind: request.kind, page: request.page + 1 }) : null}>
        {t("site.search.next")}
      </PagerLink>
    </nav>
  );
}

const RESULT_LINK = "text-primary underline-offset-4 hover:underline";

function SearchResultItem({ hit, t }: { hit: SearchHit; t: Translate }) {
  const title = hit.label ? sourceLabel({ title: hit.title, url: hit.href, label: hit.label }, t) : hit.title;
  return (
    <li className="rounded-lg border border-peach-strong bg-card p-4 shadow-xs">
      <p className="text-sm font-medium text-muted-foreground">{t(`site.search.kinds.${hit.kind}`)}</p>
      <h2 className="mt-1 text-lg font-semibold">
        {/* A document opens in the browser's own viewer: a file, not a page of the app. */}
        {hit.href.startsWith("/api/") ? (
          <a href={hit.href} className={RESULT_LINK}>
            {title}
          </a>
        ) : (
          <Link href={hit.href} className={RESULT_LINK}>
            {title}
          </Link>
        )}
      </h2>
      <p className="mt-2 leading-relaxed" data-snippet>
        {hit.snippet.map((segment, index) =>
          segment.mark ? (
            <mark key={index} className="rounded-sm bg-amber/40 px-0.5 text-foreground">
              {segment.text}
            </mark>
          ) : (
            segment.text
          ),
        )}
      </p>
    </li>
  );
}
