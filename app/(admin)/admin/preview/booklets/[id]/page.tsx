import { notFound } from "next/navigation";
import { PreviewShell } from "@/components/admin/content/preview-shell";
import { BookletReader } from "@/components/booklets/booklet-reader";
import { localizeBooklet } from "@/lib/booklets/translation";
import { draftOrNotFound, openPreview } from "@/lib/content/preview-access";
import { localizeDraft } from "@/lib/content/preview-translation";
import { getBookletDraftState } from "@/lib/data/booklet-drafts";
import type { PublicBooklet } from "@/lib/data/booklets";
import { sanitizeStoredHtml } from "@/lib/html/sanitize";
import { getTranslator } from "@/lib/i18n/server";
import { parseBookletId, readerPageIndex } from "@/lib/validation/booklets";
import type { BookletSnapshot } from "@/lib/validation/content";

export const instant = false;

type Props = PageProps<"/admin/preview/booklets/[id]">;

// The draft in the real public chrome and reader (docs/decisions/016).
export default async function BookletPreviewPage({ params, searchParams }: Props) {
  const query = await searchParams;
  const lang = await openPreview("editor", query);
  const bookletId = parseBookletId((await params).id);
  if (!bookletId) notFound();
  const state = await draftOrNotFound(getBookletDraftState(bookletId));
  const draft = toReaderBooklet(bookletId, state.snapshot);
  const index = readerPageIndex(query.page, draft.pages.length);
  const { booklet, missing } = await localizeBooklet(draft, index, lang, localizeDraft);
  const t = await getTranslator(lang);
  const admin = await getTranslator("en");
  const pageHref = (n: number) => `/admin/preview/booklets/${bookletId}?lang=${lang}&page=${n + 1}`;

  return (
    <PreviewShell
      lang={lang}
      hasDraft={state.draft !== null}
      backHref={`/admin/booklets/${bookletId}`}
      untranslated={missing.length > 0}
    >
      {booklet.pages.length === 0 ? (
        <p className="mx-auto max-w-3xl px-4 py-10">{admin("adminContentWorkflow.needsPage")}</p>
      ) : (
        <BookletReader booklet={booklet} pageIndex={index} t={t} pageHref={pageHref} />
      )}
    </PreviewShell>
  );
}

function toReaderBooklet(id: number, snapshot: BookletSnapshot): PublicBooklet {
  const pages = snapshot.pages.map((page, index) => {
    const pageId = page.id ?? -(index + 1);
    return {
      id: pageId,
      bookletId: id,
      position: index + 1,
      pageNumber: page.pageNumber ?? null,
      title: page.title,
      content: sanitizeStoredHtml(page.content),
      imageUrl: page.imageUrl ?? null,
      popovers: page.popovers.map((popover, n) => ({
        id: popover.id ?? -(n + 1),
        pageId,
        title: popover.title,
        content: sanitizeStoredHtml(popover.content),
      })),
    };
  });
  return {
    id,
    title: snapshot.title,
    description: snapshot.description ?? null,
    imageUrl: snapshot.imageUrl ?? null,
    totalPages: pages.length,
    createdAt: new Date(0),
    pages,
  };
}
