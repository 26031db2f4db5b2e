"use client";

import type { useBookNavigation } from "@/components/book/use-book-navigation";
import { ListenButton } from "@/components/listen/listen-button";
import { LISTEN_ICON } from "@/components/site/page-action-icons";

export function BookListen({ book }: { book: Pick<ReturnType<typeof useBookNavigation>, "page" | "total" | "goTo"> }) {
  const { page, total, goTo } = book;
  return (
    <div className="absolute right-3 bottom-3 z-10">
      <ListenButton
        source={{ kind: "book", page: String(page) }}
        textSelector="[data-listen-text]"
        icon={LISTEN_ICON}
        onNextPage={page < total ? () => goTo(page + 1) : undefined}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-amber px-4 font-medium text-amber-foreground shadow-lg hover:bg-amber/90 focus-visible:ring-2 focus-visible:ring-white"
        playerClassName="bottom-20 sm:bottom-16"
      />
    </div>
  );
}
