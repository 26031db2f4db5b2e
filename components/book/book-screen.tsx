import { Suspense } from "react";
import { BookViewer } from "@/components/book/book-viewer";
import { Spinner } from "@/components/ui/spinner";
import { getPublicBook } from "@/lib/data/flipbook";
import { getPublicSettingValues } from "@/lib/data/settings";
import { parseModeParam, parsePageParam } from "@/lib/book/query";
import { toViewerPages } from "@/lib/book/viewer-data";
import { getTranslator } from "@/lib/i18n/server";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /flipbook and /flipbook-viewer (spec §2: the same screen). */
export function BookScreen({ searchParams }: { searchParams: SearchParams }) {
  return (
    <Suspense fallback={<BookLoading />}>
      <BookContent searchParams={searchParams} />
    </Suspense>
  );
}

async function BookContent({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const [book, settings] = await Promise.all([getPublicBook(), getPublicSettingValues()]);
  const t = await getTranslator();
  return (
    <BookViewer
      pages={toViewerPages(book)}
      initialPage={parsePageParam(query.page)}
      initialMode={parseModeParam(query.mode)}
      title={settings.book_title || t("book.title")}
      phone={settings.contact_phone ?? ""}
      email={settings.contact_email ?? ""}
    />
  );
}

async function BookLoading() {
  const t = await getTranslator();
  return (
    <div className="flex h-dvh items-center justify-center bg-[#3b2a20] text-[#fbe9d7]">
      <Spinner size="lg" label={t("book.loading")} className="text-[#fbe9d7]" />
    </div>
  );
}
