"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { X } from "lucide-react";
import { useT } from "@/components/i18n/i18n-provider";
import { searchBook } from "@/lib/book/search";

const textOf = (html: string) =>
  new DOMParser().parseFromString(html, "text/html").body.textContent?.replace(/\s+/g, " ").trim() ?? "";

export function BookSearch({
  pages,
  onSelect,
  onClose,
}: {
  pages: { pageNumber: number; title: string; html: string }[];
  onSelect: (page: number) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [query, setQuery] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const searchable = useMemo(
    () => pages.map((page) => ({ pageNumber: page.pageNumber, title: page.title, text: textOf(page.html) })),
    [pages],
  );
  const results = useMemo(() => searchBook(searchable, query), [searchable, query]);

  useEffect(() => inputRef.current?.focus(), []);

  return (
    <section
      aria-label={t("book.searchLabel")}
      className="border-t border-white/10 bg-[#24170f] px-3 py-3 text-[#fbe9d7]"
    >
      <div className="mx-auto flex max-w-2xl items-center gap-2">
        <label htmlFor="book-search" className="sr-only">
          {t("book.searchLabel")}
        </label>
        <input
          ref={inputRef}
          id="book-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => event.key === "Escape" && onClose()}
          placeholder={t("book.searchPlaceholder")}
          className="h-11 flex-1 rounded-md border border-white/30 bg-white px-3 text-base text-foreground"
        />
        <button
          type="button"
          onClick={onClose}
          aria-label={t("book.closeSearch")}
          className="inline-flex size-11 items-center justify-center rounded-md hover:bg-white/10"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      {query.trim() && <SearchResults query={query.trim()} results={results} onSelect={onSelect} />}
    </section>
  );
}

function SearchResults({
  query,
  results,
  onSelect,
}: {
  query: string;
  results: ReturnType<typeof searchBook>;
  onSelect: (page: number) => void;
}) {
  const t = useT();
  return (
    <div className="mx-auto mt-2 max-w-2xl">
      <p role="status" className="text-sm">
        {results.length ? t("book.searchResults", { count: results.length }) : t("book.searchNoResults", { query })}
      </p>
      <ul className="mt-1 max-h-[40dvh] space-y-1 overflow-y-auto">
        {results.map((result) => (
          <li key={result.pageNumber}>
            <button
              type="button"
              onClick={() => onSelect(result.pageNumber)}
              className="w-full rounded-md px-2 py-2 text-left hover:bg-white/10"
            >
              <span className="font-semibold">
                {t("book.pageLabel", { page: result.pageNumber, title: result.title })}
              </span>
              <span className="block text-sm text-[#f3dcc6]">{result.snippet}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
