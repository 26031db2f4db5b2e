import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS } from "@/lib/cache";
import { db } from "@/lib/db";

export type BookletSummary = {
  id: number;
  title: string;
  description: string | null;
  imageUrl: string | null;
  totalPages: number;
  createdAt: Date;
};

/** Booklets newest first, with totalPages counted from their pages (it is never stored). */
export async function listBookletSummaries(): Promise<BookletSummary[]> {
  "use cache";
  cacheTag(CACHE_TAGS.booklets);
  cacheLife("max");
  const rows = await db.booklet.findMany({
    select: { id: true, title: true, description: true, imageUrl: true, createdAt: true, _count: { select: { pages: true } } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map(({ _count, ...booklet }) => ({ ...booklet, totalPages: _count.pages }));
}
