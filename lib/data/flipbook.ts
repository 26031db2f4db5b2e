import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS, invalidate } from "@/lib/cache";
import { db } from "@/lib/db";
import { pageImagePath } from "@/lib/book/constants";
import { planPageMapping, type SourcePage, type SourcePageRef } from "@/lib/book/page-mapping";
import { preparePageContent } from "@/lib/book/saving";
import { sanitizeStoredHtml } from "@/lib/html/sanitize";
import { popoverSelect, toPopoverDto, type PopoverDto } from "@/lib/data/popovers";
import type { PreparePage } from "@/lib/contracts/knowledge";
import { replaceChunks } from "@/lib/data/knowledge-chunks";
import { inTransaction, type Actor, type TransactionRunner } from "@/lib/data/content";
import { startBookPageHistories } from "@/lib/data/flipbook-drafts";

export type FlipbookPageDto = {
  id: number;
  pageNumber: number;
  title: string;
  content: string;
  imageUrl: string | null;
};
export type BookPage = FlipbookPageDto & { popovers: PopoverDto[] };
export type { SourcePage };

const pageSelect = { id: true, pageNumber: true, title: true, content: true, imageUrl: true } as const;

const toPageDto = (page: FlipbookPageDto): FlipbookPageDto => ({ ...page, content: sanitizeStoredHtml(page.content) });

export async function listPages(): Promise<FlipbookPageDto[]> {
  const pages = await db.flipbookPage.findMany({ select: pageSelect, orderBy: { pageNumber: "asc" } });
  return pages.map(toPageDto);
}

export async function getPage(id: number): Promise<FlipbookPageDto | null> {
  const page = await db.flipbookPage.findUnique({ where: { id }, select: pageSelect });
  return page && toPageDto(page);
}

export async function findPagesByNumber(pageNumber: number): Promise<FlipbookPageDto[]> {
  const pages = await db.flipbookPage.findMany({ where: { pageNumber }, select: pageSelect });
  return pages.map(toPageDto);
}

export async function readBook(): Promise<BookPage[]> {
  const pages = await db.flipbookPage.findMany({
    select: { ...pageSelect, popovers: { select: popoverSelect, orderBy: { id: "asc" } } },
    orderBy: { pageNumber: "asc" },
  });
  return pages.map(({ popovers, ...page }) => ({ ...toPageDto(page), popovers: popovers.map(toPopoverDto) }));
}

export async function getPublicBook(): Promise<BookPage[]> {
  "use cache";
  cacheTag(CACHE_TAGS.flipbook);
  cacheLife("max");
  return readBook();
}

/** requirements §5 "Saving a page": the saving rules and the sanitiser run before the write. */
export async function updatePageContent(
  id: number,
  rawContent: string,
  prepare: PreparePage,
  run: TransactionRunner = inTransaction,
): Promise<FlipbookPageDto> {
  const current = await db.flipbookPage.findUniqueOrThrow({ where: { id }, select: { title: true } });
  const content = preparePageContent(rawContent);
  const prepared = await prepare(current.title, content);
  const page = await run(async (tx) => {
    const updated = await tx.flipbookPage.update({ where: { id }, data: { content }, select: pageSelect });
    await replaceChunks(tx, { source: "flipbook_page", flipbookPageId: id }, prepared);
    return updated;
  });
  await invalidate(CACHE_TAGS.flipbook);
  return toPageDto(page);
}

export async function pointPagesAtImages(run: TransactionRunner = inTransaction): Promise<number> {
  const count = await run(async (tx) => {
    const pages = await tx.flipbookPage.findMany({ select: { id: true, pageNumber: true } });
    for (const page of pages)
      await tx.flipbookPage.update({ where: { id: page.id }, data: { imageUrl: pageImagePath(page.pageNumber) } });
    return pages.length;
  });
  await invalidate(CACHE_TAGS.flipbook);
  return count;
}

const SYSTEM: Actor = { id: null, name: "System" };
const IMPORTED_NOTE = "Initial version (imported from the static reader)";

export async function importPages(
  source: SourcePage[],
  prepare: PreparePage,
  actor = SYSTEM,
  run: TransactionRunner = (work) => db.$transaction(work, { timeout: 60_000 }),
): Promise<number> {
  const numbers = source.map((page) => page.pageNumber);
  const pages = source.map((page) => ({ ...page, content: sanitizeStoredHtml(page.content) }));
  const prepared = await Promise.all(pages.map((page) => prepare(page.title, page.content)));
  await run(async (tx) => {
    await tx.flipbookPage.deleteMany({ where: { pageNumber: { notIn: numbers } } });
    const ids: number[] = [];
    for (const [index, page] of pages.entries()) {
      const data = { title: page.title, content: page.content, imageUrl: pageImagePath(page.pageNumber) };
      const row = await tx.flipbookPage.upsert({
        where: { pageNumber: page.pageNumber },
        create: { pageNumber: page.pageNumber, ...data },
        update: data,
        select: { id: true },
      });
      await replaceChunks(tx, { source: "flipbook_page", flipbookPageId: row.id }, prepared[index]);
      ids.push(row.id);
    }
    // A page the import created starts its history here (docs/decisions/016).
    await startBookPageHistories(ids, { actor, note: IMPORTED_NOTE }, tx);
  });
  await invalidate(CACHE_TAGS.flipbook);
  return source.length;
}

export async function applyPageMapping(
  source: SourcePageRef[],
  run: TransactionRunner = inTransaction,
): Promise<number> {
  const updated = await run(async (tx) => {
    const stored = await tx.flipbookPage.findMany({
      select: { id: true, pageNumber: true, title: true, imageUrl: true },
    });
    const updates = planPageMapping(stored, source);
    // Page numbers are unique: park the moved pages on negative numbers before the final write.
    for (const u of updates) await tx.flipbookPage.update({ where: { id: u.id }, data: { pageNumber: -u.id } });
    for (const u of updates)
      await tx.flipbookPage.update({ where: { id: u.id }, data: { pageNumber: u.pageNumber, imageUrl: u.imageUrl } });
    return updates.length;
  });
  if (updated > 0) await invalidate(CACHE_TAGS.flipbook);
  return updated;
}
