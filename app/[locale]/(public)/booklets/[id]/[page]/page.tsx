import type { Metadata } from "next";
import { BookletReader, bookletPageHref } from "@/components/booklets/booklet-reader";
import { ListenButton } from "@/components/listen/listen-button";
import { OUTLINE_BUTTON } from "@/components/site/page-action";
import { ShareButton } from "@/components/site/share-button";
import { LISTEN_ICON, SHARE_ICON } from "@/components/site/page-action-icons";
import { MessagesProvider } from "@/components/i18n/messages-provider";
import { NotFoundStatus } from "@/components/site/not-found-status";
import { pageLocale } from "@/components/site/site-context";
import { PendingTranslations } from "@/components/translation/pending-translations";
import { UntranslatedNotice } from "@/components/translation/untranslated-notice";
import { localizeBooklet } from "@/lib/booklets/translation";
import { getPublicBooklet } from "@/lib/data/booklets";
import { alternatesMetadata, publicBase, robotsMetadata } from "@/components/site/page-metadata";
import { stripTags } from "@/lib/html/tags";
import { OG_LOCALES } from "@/lib/i18n/config";
import { localePath } from "@/lib/i18n/paths";
import { getTranslator } from "@/lib/i18n/server";
import { parseBookletId, readerPageIndex } from "@/lib/validation/booklets";

const EXCERPT_LENGTH = 160;

const plainText = (html: string) =>
  stripTags(html, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();

type Props = PageProps<"/[locale]/booklets/[id]/[page]">;

export const generateStaticParams = () => [{ id: "0", page: "1" }];

async function readerData(params: Props["params"]) {
  const locale = await pageLocale(params);
  const { id, page } = await params;
  const bookletId = parseBookletId(id);
  const booklet = bookletId ? await getPublicBooklet(bookletId) : null;
  if (!booklet) return null;
  const index = readerPageIndex(page, booklet.pages.length);
  return { locale, index, ...(await localizeBooklet(booklet, index, locale)) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await readerData(params);
  if (!data) return { title: "Booklet not found", robots: { index: false } };
  const { booklet, index, locale } = data;
  const page = booklet.pages[index];
  const title = page && index > 0 ? `${page.title} · ${booklet.title}` : booklet.title;
  const excerpt = page ? plainText(page.content).slice(0, EXCERPT_LENGTH) : "";
  const description = booklet.description || excerpt || undefined;
  // Past the first page, the page's own picture before the cover.
  const path = `/booklets/${booklet.id}${index > 0 ? `?page=${index + 1}` : ""}`;
  const image = (index > 0 ? page?.imageUrl : null) ?? booklet.imageUrl ?? page?.imageUrl ?? null;
  return {
    title,
    description,
    ...alternatesMetadata(locale, path),
    ...robotsMetadata(data.coverage),
    openGraph: {
      type: "article",
      title,
      description,
      ...(publicBase() ? { url: localePath(locale, path) } : {}),
      locale: OG_LOCALES[locale],
      images: image ? [{ url: image, alt: booklet.title }] : undefined,
    },
    twitter: { card: image ? "summary_large_image" : "summary", title, description },
  };
}

export default async function BookletPage({ params }: Props) {
  const data = await readerData(params);
  if (!data) return <NotFoundStatus />;
  const t = await getTranslator(data.locale);
  return (
    <>
      <PendingTranslations locale={data.locale} missing={data.missing} />
      <div className="mx-auto max-w-6xl px-4 pt-6 empty:hidden">
        <UntranslatedNotice locale={data.locale} coverage={data.coverage} t={t} />
      </div>
      <BookletReader
        booklet={data.booklet}
        pageIndex={data.index}
        t={t}
        locale={data.locale}
        share={
          <MessagesProvider locale={data.locale} namespaces={["site.share", "site.listen"]}>
            <div className="flex flex-wrap gap-2">
              <ShareButton
                path={bookletPageHref(data.locale, data.booklet.id)(data.index)}
                title={data.booklet.title}
                icon={SHARE_ICON}
                className={OUTLINE_BUTTON}
              />
              <ListenButton
                source={{ kind: "booklet", id: String(data.booklet.id), page: String(data.index + 1) }}
                textSelector="[data-listen-text]"
                icon={LISTEN_ICON}
                className={OUTLINE_BUTTON}
              />
            </div>
          </MessagesProvider>
        }
      />
    </>
  );
}

export const instant = false;
