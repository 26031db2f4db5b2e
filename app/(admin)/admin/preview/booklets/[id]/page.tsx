import { Suspense } from "react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { Eye } from "lucide-react";
import { BookletReader } from "@/components/booklets/booklet-reader";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { ThemeStyle } from "@/components/site/theme-style";
import { PageSpinner } from "@/components/ui/spinner";
import { allows } from "@/lib/auth/policy";
import { localizeBooklet } from "@/lib/booklets/translation";
import { localizeDraft } from "@/lib/content/preview-translation";
import { getBookletDraftState } from "@/lib/data/booklet-drafts";
import type { PublicBooklet } from "@/lib/data/booklets";
import { AppError } from "@/lib/errors";
import { sanitizeStoredHtml } from "@/lib/html/sanitize";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { getTranslator } from "@/lib/i18n/server";
import { getCurrentUser } from "@/lib/session";
import { parseBookletId, readerPageIndex } from "@/lib/validation/booklets";
import type { BookletSnapshot } from "@/lib/validation/content";

export const metadata: Metadata = { title: "Preview", robots: { index: false, follow: false } };

type Props = PageProps<"/admin/preview/booklets/[id]">;

// The draft in the real public chrome and reader (docs/decisions/016). It lives in the admin area
// and reads the session, so it is rendered for each request and never cached; public pages are
// untouched by it.
export default function BookletPreviewPage(props: Props) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Preview {...props} />
    </Suspense>
  );
}

async function Preview({ params, searchParams }: Props) {
  const user = await getCurrentUser();
  if (!user) redirect("/admin/login");
  if (!allows("editor", user.role)) notFound();
  const bookletId = parseBookletId((await params).id);
  if (!bookletId) notFound();
  const query = await searchParams;
  const lang = typeof query.lang === "string" && isLocale(query.lang) ? query.lang : "en";
  const state = await getBookletDraftState(bookletId).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
  const draft = toReaderBooklet(bookletId, state.snapshot);
  const index = readerPageIndex(query.page, draft.pages.length);
  // Translated as the public reader translates, but what the draft adds is never stored.
  const { booklet, missing } = await localizeBooklet(draft, index, lang, localizeDraft);
  const t = await getTranslator(lang);
  const admin = await getTranslator("en");
  const pageHref = (n: number) => `/admin/preview/booklets/${bookletId}?lang=${lang}&page=${n + 1}`;

  return (
    <div lang={lang} className="flex min-h-dvh flex-col bg-peach">
      <ThemeStyle />
      <SiteHeader locale={lang} />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-hidden">
        <div
          role="status"
          className="sticky top-16 z-30 flex flex-wrap items-center justify-center gap-3 bg-amber-300 px-4 py-2 text-center font-semibold text-amber-950"
          lang="en"
        >
          <Eye className="size-5" aria-hidden />
          <span data-testid="preview-banner">{admin("contentWorkflow.previewBanner")}</span>
          <Link href={`/admin/booklets/${bookletId}`} className="underline underline-offset-4">
            {admin("contentWorkflow.previewBack")}
          </Link>
          {missing.length > 0 && (
            <span className="w-full text-sm font-normal" data-testid="preview-untranslated">
              {admin("contentWorkflow.previewUntranslated")}
            </span>
          )}
        </div>
        {booklet.pages.length === 0 ? (
          <p className="mx-auto max-w-3xl px-4 py-10">{admin("contentWorkflow.needsPage")}</p>
        ) : (
          <BookletReader booklet={booklet} pageIndex={index} t={t} pageHref={pageHref} />
        )}
      </main>
      <SiteFooter locale={lang as Locale} />
    </div>
  );
}

/** The draft in the reader's shape; pages not yet published have no row, so they get stand-in ids. */
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
