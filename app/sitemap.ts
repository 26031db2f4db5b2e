import type { MetadataRoute } from "next";
import { siteOrigin } from "@/components/site/site-url";
import { BOOK_PAGE_COUNT } from "@/lib/constants";
import { listBookletSummaries } from "@/lib/data/booklets";

// Public pages, every booklet and every page of the interactive book.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = await siteOrigin();
  const booklets = await listBookletSummaries();
  const pages = ["/", "/about", "/contact", "/videos", "/interactive-books"].map((path) => ({
    url: `${origin}${path}`,
    changeFrequency: "weekly" as const,
    priority: path === "/" ? 1 : 0.8,
  }));
  const bookletPages = booklets.map((booklet) => ({
    url: `${origin}/booklets/${booklet.id}`,
    lastModified: booklet.createdAt,
    changeFrequency: "monthly" as const,
    priority: 0.6,
  }));
  const bookPages = Array.from({ length: BOOK_PAGE_COUNT }, (_, i) => ({
    url: `${origin}/flipbook?page=${i + 1}`,
    changeFrequency: "monthly" as const,
    priority: 0.5,
  }));
  return [...pages, ...bookletPages, ...bookPages];
}
