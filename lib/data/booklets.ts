import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS, invalidate } from "@/lib/cache";
import { db } from "@/lib/db";
import { badRequest, conflict, notFound } from "@/lib/errors";
import { sanitizeStaffHtml, sanitizeStoredHtml as sanitizeHtml } from "@/lib/html/sanitize";
import { hasTag } from "@/lib/html/tags";
import type { Prisma } from "@/lib/generated/prisma/client";
import { MAX_BOOKLETS, TOO_MANY_BOOKLETS } from "@/lib/validation/booklets";
import type { BookletPageValues, BookletPopoverValues, BookletValues } from "@/lib/validation/booklets";
import type { PreparePage } from "@/lib/contracts/knowledge";
import { CONTENT_LIMITS, TOO_MANY_PAGES, TOO_MANY_POPOVERS } from "@/lib/validation/content";
import { replaceChunks } from "@/lib/data/knowledge-chunks";
import {
  assertMayChangeLive,
  deleteContentHistory,
  inTransaction,
  type Actor,
  type TransactionRunner,
} from "@/lib/data/content";

export type BookletSummary = {
  id: number;
  title: string;
  description: string | null;
  imageUrl: string | null;
  totalPages: number;
  createdAt: Date;
};

export type BookletPageRow = {
  id: number;
  bookletId: number;
  position: number;
  pageNumber: number | null;
  title: string;
  content: string;
  imageUrl: string | null;
};

export type BookletPopoverRow = { id: number; pageId: number; title: string; content: string };

export type PublicBooklet = BookletSummary & { pages: (BookletPageRow & { popovers: BookletPopoverRow[] })[] };

type Tx = Prisma.TransactionClient;

const BOOKLET_NOT_FOUND = "Booklet not found.";
const PAGE_NOT_FOUND = "Booklet page not found.";
const POPOVER_NOT_FOUND = "Popover not found.";

const summarySelect = {
  id: true,
  title: true,
  description: true,
  imageUrl: true,
  createdAt: true,
  _count: { select: { pages: true } },
} as const;

const pageSelect = {
  id: true,
  bookletId: true,
  position: true,
  pageNumber: true,
  title: true,
  content: true,
  imageUrl: true,
} as const;
const popoverSelect = { id: true, pageId: true, title: true, content: true } as const;
const pageOrder = [{ position: "asc" }, { id: "asc" }] satisfies Prisma.BookletPageOrderByWithRelationInput[];

/** On the site: published (docs/decisions/016) and with at least one page. */
const onSite = { publishedAt: { not: null }, pages: { some: {} } } satisfies Prisma.BookletWhereInput;

export type Audience = { staff: boolean };
const visibleTo = (audience: Audience) => (audience.staff ? {} : onSite);

export type StaffBookletSummary = BookletSummary & { publishedAt: Date | null; hasDraft: boolean };

const toSummary = ({
  _count,
  ...booklet
}: { _count: { pages: number } } & Omit<BookletSummary, "totalPages">): BookletSummary => ({
  ...booklet,
  totalPages: _count.pages,
});

/** A slice of a list, newest first; never more than a site's booklets (MAX_BOOKLETS). */
export type ListWindow = { offset?: number; limit?: number };
const windowArgs = ({ offset = 0, limit = MAX_BOOKLETS }: ListWindow) => ({
  skip: offset,
  take: Math.min(limit, MAX_BOOKLETS),
});

// Cached per window: pages ask for a bounded set of them (BOOKLET_LIST_PAGES).
export async function listBookletSummaries(window: ListWindow = {}): Promise<BookletSummary[]> {
  "use cache";
  cacheTag(CACHE_TAGS.booklets);
  cacheLife("max");
  return readBookletSummaries(window);
}

/** Uncached, for the API, whose windows are the caller's choice. */
export async function readBookletSummaries(window: ListWindow = {}): Promise<BookletSummary[]> {
  const rows = await db.booklet.findMany({
    where: onSite,
    select: summarySelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    ...windowArgs(window),
  });
  return rows.map(toSummary);
}

export async function countBookletsOnSite(): Promise<number> {
  "use cache";
  cacheTag(CACHE_TAGS.booklets);
  cacheLife("max");
  return db.booklet.count({ where: onSite });
}

export async function listStaffBookletSummaries(window: ListWindow = {}): Promise<StaffBookletSummary[]> {
  const rows = await db.booklet.findMany({
    select: { ...summarySelect, publishedAt: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    ...windowArgs(window),
  });
  const drafts = await db.contentDraft.findMany({
    where: { entityType: "booklet", entityId: { in: rows.map((row) => row.id) } },
    select: { entityId: true },
  });
  const drafted = new Set(drafts.map((draft) => draft.entityId));
  return rows.map((row) => ({ ...toSummary(row), publishedAt: row.publishedAt, hasDraft: drafted.has(row.id) }));
}

export const countBooklets = (): Promise<number> => db.booklet.count();

export async function getBookletSummary(
  id: number,
  audience: Audience = { staff: false },
): Promise<BookletSummary | null> {
  const row = await db.booklet.findFirst({ where: { id, ...visibleTo(audience) }, select: summarySelect });
  return row && toSummary(row);
}

export async function bookletExists(id: number): Promise<boolean> {
  return (await db.booklet.count({ where: { id, ...onSite } })) > 0;
}

// Cached until a booklet write; the HTML is sanitised again on the way out (requirements §D7).
export async function getPublicBooklet(id: number): Promise<PublicBooklet | null> {
  "use cache";
  cacheTag(CACHE_TAGS.booklets);
  cacheLife("max");
  const row = await db.booklet.findFirst({
    where: { id, ...onSite },
    select: {
      ...summarySelect,
      pages: {
        select: { ...pageSelect, popovers: { select: popoverSelect, orderBy: { id: "asc" } } },
        orderBy: pageOrder,
      },
    },
  });
  if (!row) return null;
  const { pages, ...summary } = row;
  return {
    ...toSummary(summary),
    pages: pages.map((page) => ({ ...cleanPage(page), popovers: page.popovers.map(cleanPopover) })),
  };
}

const cleanPage = <T extends { content: string }>(page: T): T => ({ ...page, content: sanitizeHtml(page.content) });
const cleanPopover = cleanPage;

export async function listBookletPages(
  bookletId: number,
  audience: Audience = { staff: false },
): Promise<BookletPageRow[]> {
  const booklet = await db.booklet.findFirst({
    where: { id: bookletId, ...visibleTo(audience) },
    select: { pages: { select: pageSelect, orderBy: pageOrder } },
  });
  if (!booklet) throw notFound(BOOKLET_NOT_FOUND);
  return booklet.pages.map(cleanPage);
}

export async function getBookletPage(pageId: number, audience: Audience = { staff: false }): Promise<BookletPageRow> {
  const page = await db.bookletPage.findFirst({
    where: { id: pageId, booklet: visibleTo(audience) },
    select: pageSelect,
  });
  if (!page) throw notFound(PAGE_NOT_FOUND);
  return cleanPage(page);
}

export async function listBookletPagePopovers(
  pageId: number,
  audience: Audience = { staff: false },
): Promise<BookletPopoverRow[]> {
  const page = await db.bookletPage.findFirst({
    where: { id: pageId, booklet: visibleTo(audience) },
    select: { popovers: { select: popoverSelect, orderBy: { id: "asc" } } },
  });
  if (!page) throw notFound(PAGE_NOT_FOUND);
  return page.popovers.map(cleanPopover);
}

// Each write takes its transaction (`run`), so the routes can keep the booklet's history (decision 016).

async function expiringBooklets<T>(write: Promise<T>): Promise<T> {
  const result = await write;
  await invalidate(CACHE_TAGS.booklets);
  return result;
}

const emptyToNull = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

// Plain text without tags becomes paragraphs: a blank line starts one, a single line break stays.
export function toBookletHtml(content: string, field = "content"): string {
  const text = content.trim();
  if (!text) return "";
  if (hasTag(text, /<[a-z!/]/i)) return sanitizeStaffHtml(text, field);
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .trim()
        .replace(/[&<>"]/g, (c) => ESCAPES[c])
        .replace(/\n/g, "<br />"),
    )
    .filter(Boolean);
  return sanitizeHtml(paragraphs.map((p) => `<p>${p}</p>`).join("\n"));
}

export async function createBooklet(
  values: BookletValues,
  run: TransactionRunner = inTransaction,
): Promise<BookletSummary> {
  const row = await expiringBooklets(
    run(async (tx) => {
      // One creation at a time, so two at the limit cannot both pass the count.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('booklets:create'))`;
      if ((await tx.booklet.count()) >= MAX_BOOKLETS) throw conflict(TOO_MANY_BOOKLETS);
      return tx.booklet.create({
        data: {
          title: values.title,
          description: emptyToNull(values.description) ?? null,
          imageUrl: emptyToNull(values.imageUrl) ?? null,
        },
        select: summarySelect,
      });
    }),
  );
  return toSummary(row);
}

export async function updateBooklet(
  id: number,
  values: Partial<BookletValues>,
  run: TransactionRunner = inTransaction,
): Promise<BookletSummary> {
  const row = await expiringBooklets(
    run((tx) =>
      tx.booklet.update({
        where: { id },
        data: {
          title: values.title,
          description: emptyToNull(values.description),
          imageUrl: emptyToNull(values.imageUrl),
        },
        select: summarySelect,
      }),
    ),
  );
  return toSummary(row);
}

export async function deleteBooklet(id: number, actor: Pick<Actor, "role">): Promise<void> {
  await expiringBooklets(
    db.$transaction(async (tx) => {
      await lockBooklet(tx, id);
      if (await isPublished(tx, id)) await assertMayChangeLive(actor);
      await tx.bookletPagePopover.deleteMany({ where: { page: { bookletId: id } } });
      await tx.bookletPage.deleteMany({ where: { bookletId: id } });
      await tx.booklet.delete({ where: { id } });
      await deleteContentHistory(tx, "booklet", id);
    }),
  );
}

async function isPublished(tx: Tx, bookletId: number) {
  return (await tx.booklet.count({ where: { id: bookletId, publishedAt: { not: null } } })) > 0;
}

/** Serialises page changes of one booklet, so positions stay 1..n under concurrent edits. */
async function lockBooklet(tx: Tx, id: number) {
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Booklet" WHERE id = ${id} FOR UPDATE`;
  if (rows.length === 0) throw notFound(BOOKLET_NOT_FOUND);
}

async function renumberPages(tx: Tx, bookletId: number) {
  await tx.$executeRaw`
    UPDATE "BookletPage" AS p SET position = o.rn
    FROM (SELECT id, row_number() OVER (ORDER BY position, id)::int AS rn FROM "BookletPage" WHERE "bookletId" = ${bookletId}) AS o
    WHERE p.id = o.id AND p.position <> o.rn`;
}

export async function createBookletPage(
  bookletId: number,
  values: BookletPageValues,
  prepare: PreparePage,
  run: TransactionRunner = inTransaction,
): Promise<BookletPageRow> {
  const content = toBookletHtml(values.content ?? "");
  // The page's chatbot passages are written with it (requirements §D4), embedded before the transaction.
  const prepared = await prepare(values.title, content);
  return expiringBooklets(
    run(async (tx) => {
      await lockBooklet(tx, bookletId);
      const last = await tx.bookletPage.aggregate({ where: { bookletId }, _max: { position: true } });
      if ((last._max.position ?? 0) >= CONTENT_LIMITS.pages) throw badRequest(TOO_MANY_PAGES);
      const page = await tx.bookletPage.create({
        data: {
          bookletId,
          position: (last._max.position ?? 0) + 1,
          title: values.title,
          content,
          imageUrl: emptyToNull(values.imageUrl) ?? null,
          pageNumber: values.pageNumber ?? null,
        },
        select: pageSelect,
      });
      if (await isPublished(tx, bookletId))
        await replaceChunks(tx, { source: "booklet_page", bookletPageId: page.id }, prepared);
      return page;
    }),
  );
}

export async function updateBookletPage(
  pageId: number,
  values: Partial<BookletPageValues>,
  prepare: PreparePage,
  run: TransactionRunner = inTransaction,
): Promise<BookletPageRow> {
  const content = values.content === undefined ? undefined : toBookletHtml(values.content);
  const data = { title: values.title, content, imageUrl: emptyToNull(values.imageUrl), pageNumber: values.pageNumber };
  if (values.title === undefined && content === undefined)
    return expiringBooklets(run((tx) => tx.bookletPage.update({ where: { id: pageId }, data, select: pageSelect })));
  const current = await db.bookletPage.findUnique({ where: { id: pageId }, select: { title: true, content: true } });
  if (!current) throw notFound(PAGE_NOT_FOUND);
  const prepared = await prepare(values.title ?? current.title, content ?? current.content);
  return expiringBooklets(
    run(async (tx) => {
      const page = await tx.bookletPage.update({ where: { id: pageId }, data, select: pageSelect });
      if (await isPublished(tx, page.bookletId))
        await replaceChunks(tx, { source: "booklet_page", bookletPageId: pageId }, prepared);
      return page;
    }),
  );
}

export async function reorderBookletPages(
  bookletId: number,
  pageIds: number[],
  run: TransactionRunner = inTransaction,
): Promise<BookletPageRow[]> {
  return expiringBooklets(
    run(async (tx) => {
      await lockBooklet(tx, bookletId);
      const current = await tx.bookletPage.findMany({ where: { bookletId }, select: { id: true } });
      const known = new Set(current.map((page) => page.id));
      if (pageIds.length !== known.size || !pageIds.every((id) => known.has(id))) {
        throw badRequest("The new order must list every page of this booklet exactly once.", {
          pageIds: ["The new order must list every page of this booklet exactly once."],
        });
      }
      for (const [index, id] of pageIds.entries()) {
        await tx.bookletPage.update({ where: { id }, data: { position: index + 1 }, select: { id: true } });
      }
      return tx.bookletPage.findMany({ where: { bookletId }, select: pageSelect, orderBy: pageOrder });
    }),
  );
}

export async function deleteBookletPage(pageId: number, run: TransactionRunner = inTransaction): Promise<void> {
  const page = await db.bookletPage.findUnique({ where: { id: pageId }, select: { bookletId: true } });
  if (!page) throw notFound(PAGE_NOT_FOUND);
  await expiringBooklets(
    run(async (tx) => {
      await lockBooklet(tx, page.bookletId);
      const { count } = await tx.bookletPage.deleteMany({ where: { id: pageId, bookletId: page.bookletId } });
      if (count === 0) throw notFound(PAGE_NOT_FOUND);
      await renumberPages(tx, page.bookletId);
    }),
  );
}

export async function createBookletPopover(
  pageId: number,
  values: BookletPopoverValues,
  run: TransactionRunner = inTransaction,
): Promise<BookletPopoverRow> {
  return expiringBooklets(
    run(async (tx) => {
      const page = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "BookletPage" WHERE id = ${pageId} FOR UPDATE`;
      if (page.length === 0) throw notFound(PAGE_NOT_FOUND);
      if ((await tx.bookletPagePopover.count({ where: { pageId } })) >= CONTENT_LIMITS.popoversPerPage)
        throw badRequest(TOO_MANY_POPOVERS);
      return tx.bookletPagePopover.create({
        data: { pageId, title: values.title, content: toBookletHtml(values.content) },
        select: popoverSelect,
      });
    }),
  );
}

export async function updateBookletPopover(
  pageId: number,
  popoverId: number,
  values: Partial<BookletPopoverValues>,
  run: TransactionRunner = inTransaction,
): Promise<BookletPopoverRow> {
  return expiringBooklets(
    run(async (tx) => {
      const { count } = await tx.bookletPagePopover.updateMany({
        where: { id: popoverId, pageId },
        data: {
          title: values.title,
          content: values.content === undefined ? undefined : toBookletHtml(values.content),
        },
      });
      if (count === 0) throw notFound(POPOVER_NOT_FOUND);
      return tx.bookletPagePopover.findUniqueOrThrow({ where: { id: popoverId }, select: popoverSelect });
    }),
  );
}

export async function deleteBookletPopover(
  pageId: number,
  popoverId: number,
  run: TransactionRunner = inTransaction,
): Promise<void> {
  await expiringBooklets(
    run(async (tx) => {
      const { count } = await tx.bookletPagePopover.deleteMany({ where: { id: popoverId, pageId } });
      if (count === 0) throw notFound(POPOVER_NOT_FOUND);
    }),
  );
}
