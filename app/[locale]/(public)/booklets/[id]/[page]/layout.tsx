import { BookletNotFound } from "@/components/booklets/booklet-not-found";
import { pageLocale } from "@/components/site/site-context";
import { getPublicBooklet } from "@/lib/data/booklets";
import { parseBookletId } from "@/lib/validation/booklets";

// The page calls notFound() so the cached page answers 404; this layout shows the message (not-found files get no params).
export default async function ReaderLayout({ children, params }: LayoutProps<"/[locale]/booklets/[id]/[page]">) {
  const locale = await pageLocale(params);
  const bookletId = parseBookletId((await params).id);
  const booklet = bookletId ? await getPublicBooklet(bookletId) : null;
  if (booklet) return children;
  return (
    <>
      <BookletNotFound locale={locale} />
      {children}
    </>
  );
}
