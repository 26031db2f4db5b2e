import { BookViewer } from "@/components/book/book-viewer";
import { getPublicBook } from "@/lib/data/flipbook";
import { getPublicSettingValues } from "@/lib/data/settings";
import { parseModeParam, parsePageParam } from "@/lib/book/query";
import { toViewerPages } from "@/lib/book/viewer-data";
import { getTranslator } from "@/lib/i18n/server";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /flipbook and /flipbook-viewer (spec §2: the same screen). */
export async function BookScreen({ searchParams }: { searchParams: SearchParams }) {
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
