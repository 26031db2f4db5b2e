"use client";

import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import { usePageTranslations } from "@/components/book/use-page-translations";
import { clampPage, type ViewerMode } from "@/lib/book/constants";
import { stepPage, visiblePages } from "@/lib/book/query";
import type { ViewerPage } from "@/lib/book/viewer-data";

// A new count remounts the spread, which replays the animation.
export type PageTurn = { direction: 0 | 1 | -1; count: number };

type Options = {
  bookPages: ViewerPage[];
  initialPage: number;
  mode: ViewerMode;
  twoPage: boolean;
  readerFrame: RefObject<HTMLIFrameElement | null>;
};

export function postToReader(frame: HTMLIFrameElement | null, page: number) {
  frame?.contentWindow?.postMessage({ type: "goToPage", page }, window.location.origin);
}

export function useBookNavigation({ bookPages, initialPage, mode, twoPage, readerFrame }: Options) {
  const t = useT();
  const total = bookPages.length;
  const [page, setPage] = useState(() => clampPage(initialPage, total));
  const [turn, setTurn] = useState<PageTurn>({ direction: 0, count: 0 });
  const [announcement, setAnnouncement] = useState("");

  const shown = visiblePages(page, total, twoPage);
  const pages = usePageTranslations(bookPages, mode === "enhanced" ? shown : []);
  const byNumber = useMemo(() => new Map(pages.map((sheet) => [sheet.pageNumber, sheet])), [pages]);

  const goTo = useCallback(
    (requested: number, fromReader = false) => {
      if (!Number.isInteger(requested)) return;
      const target = clampPage(requested, total);
      if (target === page) return;
      setTurn((previous) => ({ direction: target > page ? 1 : -1, count: previous.count + 1 }));
      setPage(target);
      const found = byNumber.get(target);
      setAnnouncement(
        found ? t("book.announce", { page: target, total, title: found.title }) : t("book.notFoundTitle"),
      );
      if (mode === "iframe" && !fromReader) postToReader(readerFrame.current, target);
    },
    [byNumber, mode, page, readerFrame, t, total],
  );

  const step = useCallback(
    (direction: 1 | -1) => goTo(stepPage(page, total, direction, twoPage)),
    [goTo, page, total, twoPage],
  );

  const stayOnPage = useCallback(() => setTurn((previous) => ({ direction: 0, count: previous.count })), []);

  // requirements §D7: the address follows the reader, so a reload or a shared link opens the same page.
  useEffect(() => {
    const query = `?page=${page}${mode === "iframe" ? "&mode=iframe" : ""}`;
    if (window.location.search !== query)
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${query}`);
  }, [page, mode]);

  return {
    page,
    total,
    shown,
    pages,
    byNumber,
    turn,
    announcement,
    atStart: page <= 1,
    atEnd: shown.includes(total) || page >= total,
    goTo,
    step,
    stayOnPage,
  };
}

// The static reader gets goToPage on its readerReady message, the frame's load or the mount, whichever comes first.
export function useReaderSync(
  frameRef: RefObject<HTMLIFrameElement | null>,
  mode: ViewerMode,
  page: number,
  goTo: (page: number, fromReader: boolean) => void,
) {
  const pageRef = useRef(page);
  useEffect(() => {
    pageRef.current = page;
  }, [page]);
  const syncedRef = useRef(false);
  const syncReader = useCallback(() => {
    const frame = frameRef.current;
    if (syncedRef.current || frame?.contentDocument?.body?.dataset.ready !== "true") return;
    syncedRef.current = true;
    postToReader(frame, pageRef.current);
  }, [frameRef]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frameRef.current?.contentWindow) return;
      const data = event.data as { type?: string; page?: number };
      if (data?.type === "readerReady") syncReader();
      if (data?.type === "pageChanged" && typeof data.page === "number") goTo(data.page, true);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [frameRef, goTo, syncReader]);

  // A new frame (entering Original mode) needs its first goToPage; one loaded before hydration gets it now.
  useEffect(() => {
    syncedRef.current = false;
    if (mode === "iframe") syncReader();
  }, [mode, syncReader]);

  return syncReader;
}
