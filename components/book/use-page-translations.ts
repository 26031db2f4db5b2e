"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { useI18n } from "@/components/i18n/i18n-provider";
import { whileTranslating } from "@/components/translation/translation-store";
import { activateMarks } from "@/lib/book/highlight";
import { popoverHtml, type ViewerPage, type ViewerPopover } from "@/lib/book/viewer-data";
import { isTargetLanguage, type TargetLanguage } from "@/lib/i18n/config";
import { translationCache } from "@/lib/translation/client-cache";
import type { PopoverDto } from "@/lib/data/popovers";
import { loadReferenceFinder } from "@/lib/scripture/client";
import type { ReferenceFinder } from "@/lib/scripture/finder";

type PageTranslation = { success: boolean; translatedContent: string; translatedTitle: string };
type Translated = Pick<ViewerPage, "title" | "html" | "popovers" | "unmatched">;

async function fetchJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

const toViewerPopover = (
  { pageId: _page, position: _position, linkedText: _linked, content, ...popover }: PopoverDto,
  find: ReferenceFinder,
): ViewerPopover => ({
  ...popover,
  html: popoverHtml(content, find),
});

// requirements §7's endpoints.
async function translateSheet(sheet: ViewerPage, language: TargetLanguage): Promise<Translated | null> {
  const request = sheet.translate!;
  const cached = await translationCache.get(language, request.source);
  const [page, popovers] = await Promise.all([
    cached
      ? { success: true, translatedContent: cached, translatedTitle: sheet.title }
      : fetchJson<PageTranslation>("/api/flipbook/translate", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            pageId: sheet.id,
            content: request.source,
            pageTitle: request.title,
            targetLanguage: language,
          }),
        }),
    request.popovers
      ? Promise.all([
          fetchJson<PopoverDto[]>(`/api/flipbook/popovers?pageId=${sheet.id}&language=${language}`),
          loadReferenceFinder(language),
        ]).then(([list, find]) => list.map((popover) => toViewerPopover(popover, find)))
      : sheet.popovers,
  ]);
  if (page.success) await translationCache.set(language, request.source, page.translatedContent);
  if (!page.success && !request.popovers) return null;
  // The highlights need the popovers' colours and (translated) titles from the list the viewer shows.
  const highlightable = popovers.map((popover) => ({ ...popover, linkedText: null }));
  const { html, unmatched } = activateMarks(page.success ? page.translatedContent : request.source, highlightable);
  return { title: page.success ? page.translatedTitle : sheet.title, html, popovers, unmatched };
}

// requirements §8: a failure leaves the original, silently.
export function usePageTranslations(pages: ViewerPage[], shown: number[]): ViewerPage[] {
  const { locale } = useI18n();
  const [translated, setTranslated] = useState<Record<string, Translated>>({});
  const requested = useRef(new Set<string>());

  const localized = useMemo(
    () =>
      pages.map((page) => {
        const done = translated[`${locale}:${page.id}`];
        return done ? { ...page, ...done, translate: undefined } : page;
      }),
    [pages, translated, locale],
  );

  const shownKey = shown.join(",");
  useEffect(() => {
    if (!isTargetLanguage(locale)) return;
    for (const number of shownKey.split(",").map(Number)) {
      const sheet = localized.find((page) => page.pageNumber === number);
      const key = `${locale}:${sheet?.id}`;
      if (!sheet?.translate || requested.current.has(key)) continue;
      requested.current.add(key);
      void whileTranslating(() => translateSheet(sheet, locale))
        .then((result) => result && setTranslated((previous) => ({ ...previous, [key]: result })))
        .catch((error) => console.info("[translation] kept the original page:", error));
    }
  }, [shownKey, localized, locale]);

  return localized;
}
