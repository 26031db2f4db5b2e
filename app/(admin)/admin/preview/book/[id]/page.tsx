import { Suspense } from "react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { Eye } from "lucide-react";
import { BookViewer } from "@/components/book/book-viewer";
import { MessagesProvider } from "@/components/i18n/messages-provider";
import { PageSpinner } from "@/components/ui/spinner";
import { allows } from "@/lib/auth/policy";
import { parseModeParam } from "@/lib/book/query";
import { bookTranslationSources, toViewerPages } from "@/lib/book/viewer-data";
import { localizeDraft } from "@/lib/content/preview-translation";
import { withStandInIds } from "@/lib/content/stand-in-ids";
import { readBook, type BookPage } from "@/lib/data/flipbook";
import { getBookPageDraftState } from "@/lib/data/flipbook-drafts";
import { getPublicSettingValues } from "@/lib/data/settings";
import { AppError } from "@/lib/errors";
import { sanitizeStoredHtml } from "@/lib/html/sanitize";
import { isLocale } from "@/lib/i18n/config";
import { getTranslator } from "@/lib/i18n/server";
import { findReferences } from "@/lib/scripture/references";
import { getCurrentUser } from "@/lib/session";
import { idSchema } from "@/lib/validation/ids";
import type { BookPageSnapshot } from "@/lib/validation/content";

export const metadata: Metadata = { title: "Preview", robots: { index: false, follow: false } };

type Props = PageProps<"/admin/preview/book/[id]">;

const pageIdSchema = idSchema("Invalid page");

// A book page's draft in the real public viewer, the rest of the book as published
// (docs/decisions/016). It lives in the admin area and reads the session, so it is rendered for
// each request and never cached; the public book is untouched by it.
export default function BookPagePreviewPage(props: Props) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Preview {...props} />
    </Suspense>
  );
}

async function Preview({ params, searchParams }: Props) {
  const user = await getCurrentUser();
  if (!user) redirect("/admin/login");
  if (!allows("admin", user.role)) notFound();
  const parsed = pageIdSchema.safeParse(Number((await params).id));
  if (!parsed.success) notFound();
  const query = await searchParams;
  const lang = typeof query.lang === "string" && isLocale(query.lang) ? query.lang : "en";
  const state = await getBookPageDraftState(parsed.data).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
  const [live, settings, admin] = await Promise.all([readBook(), getPublicSettingValues(), getTranslator("en")]);
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
      <div
        role="status"
        lang="en"
        className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-3 bg-amber-300 px-4 py-2 text-center font-semibold text-amber-950"
      >
        <Eye className="size-5" aria-hidden />
        <span data-testid="preview-banner">{admin("contentWorkflow.previewBanner")}</span>
        <Link href="/admin/flipbook-management" className="underline underline-offset-4">
          {admin("contentWorkflow.previewBack")}
        </Link>
        {missing.length > 0 && (
          <span className="w-full text-sm font-normal" data-testid="preview-untranslated">
            {admin("contentWorkflow.previewUntranslated")}
          </span>
        )}
      </div>
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
        />
      </MessagesProvider>
    </div>
  );
}

/** The published page with the draft's text and popovers (new ones with stand-in ids). */
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
