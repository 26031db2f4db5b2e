import { notFound } from "next/navigation";
import { BookViewer } from "@/components/book/book-viewer";
import { PreviewBanner } from "@/components/admin/content/preview-banner";
import { MessagesProvider } from "@/components/i18n/messages-provider";
import { parseModeParam } from "@/lib/book/query";
import { bookTranslationSources, toViewerPages } from "@/lib/book/viewer-data";
import { draftOrNotFound, openPreview } from "@/lib/content/preview-access";
import { localizeDraft } from "@/lib/content/preview-translation";
import { withStandInIds } from "@/lib/content/stand-in-ids";
import { readBook, type BookPage } from "@/lib/data/flipbook";
import { getBookPageDraftState } from "@/lib/data/flipbook-drafts";
import { getPublicSettingValues } from "@/lib/data/settings";
import { sanitizeStoredHtml } from "@/lib/html/sanitize";
import { getTranslator } from "@/lib/i18n/server";
import { findReferences } from "@/lib/scripture/references";
import { idSchema } from "@/lib/validation/ids";
import type { BookPageSnapshot } from "@/lib/validation/content";

export const instant = false;

type Props = PageProps<"/admin/preview/book/[id]">;

const pageIdSchema = idSchema("Invalid page");

// A book page's draft in the real public viewer, the rest of the book as published (docs/decisions/016).
export default async function BookPagePreviewPage({ params, searchParams }: Props) {
  const lang = await openPreview("admin", await searchParams);
  const parsed = pageIdSchema.safeParse(Number((await params).id));
  if (!parsed.success) notFound();
  const state = await draftOrNotFound(getBookPageDraftState(parsed.data));
  const [live, settings] = await Promise.all([readBook(), getPublicSettingValues()]);
  const book = live.map((page) => (page.id === state.pageId ? withDraft(page, state.snapshot) : page));
  const sources = bookTranslationSources(book);
  const { tr, missing } = await localizeDraft(lang, {
    text: [...sources.text, settings.book_title],
    html: sources.html,
  });
  const t = await getTranslator(lang);
  const index = book.findIndex((page) => page.id === state.pageId);

  return (
    <div lang={lang} className="flex min-h-dvh flex-col">
      <PreviewBanner
        hasDraft={state.draft !== null}
        backHref="/admin/flipbook-management"
        untranslated={missing.length > 0}
        className="top-0 z-50"
      />
      <MessagesProvider locale={lang} namespaces={["book", "site.language", "site.translating"]}>
        {/* No page is marked missing: the viewer never sends a draft to be translated and stored. */}
        <BookViewer
          pages={toViewerPages(book, (text) => findReferences(text, [lang, "en"]), tr)}
          initialPage={Math.max(index, 0) + 1}
          initialMode={parseModeParam("enhanced")}
          title={tr(settings.book_title) || t("book.title")}
          phone={settings.contact_phone ?? ""}
          email={settings.contact_email ?? ""}
          language={null}
          listen={false}
        />
      </MessagesProvider>
    </div>
  );
}

function withDraft(page: BookPage, snapshot: BookPageSnapshot): BookPage {
  return {
    ...page,
    content: sanitizeStoredHtml(snapshot.content),
    popovers: withStandInIds(snapshot.popovers).map(({ key: _key, content, linkType, ...popover }) => ({
      ...popover,
      pageId: page.id,
      content: content === null ? null : sanitizeStoredHtml(content),
      linkType: linkType ?? "text",
    })),
  };
}
