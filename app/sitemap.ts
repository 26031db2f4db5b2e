import type { MetadataRoute } from "next";
import { publicOrigin } from "@/lib/http/public-origin";
import { bookPageHref } from "@/lib/book/constants";
import { BOOK_PAGE_COUNT } from "@/lib/constants";
import { listBookletSummaries } from "@/lib/data/booklets";
import { listPublishedTeachingSlugs } from "@/lib/data/teachings";
import { SITEMAP_TEACHINGS } from "@/lib/validation/teachings";
import { listTeachingListItems } from "@/lib/data/teaching-lists";
import { DEFAULT_LOCALE, LOCALES } from "@/lib/i18n/config";
import { localeAlternates, localePath } from "@/lib/i18n/paths";

type Entry = Omit<MetadataRoute.Sitemap[number], "url" | "alternates"> & { path: string };

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { origin } = await publicOrigin();
  const [booklets, teachings, series] = await Promise.all([
    listBookletSummaries(),
    listPublishedTeachingSlugs(SITEMAP_TEACHINGS),
    listTeachingListItems("series"),
  ]);
  const entries: Entry[] = [
    ...["/", "/about", "/contact", "/videos", "/interactive-books", "/teachings"].map((path) => ({
      path,
      changeFrequency: "weekly" as const,
      priority: path === "/" ? 1 : 0.8,
    })),
    ...booklets.map((booklet) => ({
      path: `/booklets/${booklet.id}`,
      lastModified: booklet.createdAt,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
    ...teachings.map((teaching) => ({
      path: `/teachings/${teaching.slug}`,
      lastModified: teaching.updatedAt,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
    ...series
      .filter((item) => item.teachings > 0)
      .map((item) => ({ path: `/teachings/series/${item.slug}`, changeFrequency: "weekly" as const, priority: 0.5 })),
    ...Array.from({ length: BOOK_PAGE_COUNT }, (_, i) => ({
      path: bookPageHref(i + 1),
      changeFrequency: "monthly" as const,
      priority: 0.5,
    })),
  ];
  return entries.flatMap(({ path, ...entry }) => {
    const languages = Object.fromEntries(
      Object.entries({ ...localeAlternates(path), "x-default": localePath(DEFAULT_LOCALE, path) }).map(
        ([language, href]) => [language, `${origin}${href}`],
      ),
    );
    return LOCALES.map((locale) => ({
      ...entry,
      url: `${origin}${localePath(locale, path)}`,
      alternates: { languages },
    }));
  });
}
