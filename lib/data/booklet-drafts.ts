import "server-only";
import { CACHE_TAGS, invalidate } from "@/lib/cache";
import { db } from "@/lib/db";
import { badRequest, notFound } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { PreparedChunks, PreparePage } from "@/lib/contracts/knowledge";
import { removeChunks, replaceChunks } from "@/lib/data/knowledge";
import { toBookletHtml } from "@/lib/data/booklets";
import {
  appendVersion,
  getDraft,
  getVersion,
  saveDraft,
  deleteDraft,
  keepingHistory,
  type Actor,
  type DraftRow,
  type ExpectedRevision,
  liveRevision,
  discardDraft,
  type LiveHistoryKind,
  assertUnchangedSinceRead,
} from "@/lib/data/content";
import { carryFields, carryRows } from "@/lib/data/carry-edits";
import {
  bookletSnapshotSchema,
  type BookletPageSnapshot,
  type BookletPopoverSnapshot,
  type BookletSnapshot,
} from "@/lib/validation/content";

// A booklet's draft and versions are snapshots of the whole booklet (docs/decisions/016). The live
// rows stay exactly what visitors see; publishing writes a snapshot into them in one transaction.

type Tx = Prisma.TransactionClient | typeof db;
const TYPE = "booklet";
const BOOKLET_NOT_FOUND = "Booklet not found.";
export const NEEDS_A_PAGE = "A booklet needs at least one page before it can be published.";

export type BookletDraftState = {
  bookletId: number;
  snapshot: BookletSnapshot;
  publishedAt: Date | null;
  draft: Omit<DraftRow, "snapshot" | "entityType" | "entityId" | "revision"> | null;
  /** The draft's revision, else the live item's ("live.<digest>"); a save names it in `If-Match`. */
  revision: string;
};

/** The booklet as visitors see it (or would, when it is not published), as a snapshot. */
export async function liveBookletSnapshot(
  id: number,
  tx: Tx = db,
): Promise<(BookletSnapshot & { publishedAt: Date | null }) | null> {
  const row = await tx.booklet.findUnique({
    where: { id },
    select: {
      title: true,
      description: true,
      imageUrl: true,
      publishedAt: true,
      pages: {
        select: {
          id: true,
          title: true,
          content: true,
          imageUrl: true,
          pageNumber: true,
          popovers: { select: { id: true, title: true, content: true }, orderBy: { id: "asc" } },
        },
        orderBy: [{ position: "asc" }, { id: "asc" }],
      },
    },
  });
  if (!row) return null;
  return {
    ...row,
    pages: row.pages.map((page) => ({
      key: `p${page.id}`,
      ...page,
      popovers: page.popovers.map((popover) => ({ key: `o${popover.id}`, ...popover })),
    })),
  };
}

/** What the editor opens: the draft when there is one, else the live booklet. */
export async function getBookletDraftState(id: number): Promise<BookletDraftState> {
  const [live, draft] = await Promise.all([liveBookletSnapshot(id), getDraft(TYPE, id)]);
  if (!live) throw notFound(BOOKLET_NOT_FOUND);
  const { publishedAt, ...liveSnapshot } = live;
  if (!draft) {
    return { bookletId: id, snapshot: liveSnapshot, publishedAt, draft: null, revision: liveRevision(liveSnapshot) };
  }
  const { snapshot, entityType: _type, entityId: _id, revision, ...meta } = draft;
  return { bookletId: id, snapshot: readSnapshot(snapshot), publishedAt, draft: meta, revision };
}

/** A stored snapshot read back through the schema (an old shape fails loudly, never half-shown). */
export function readSnapshot(value: unknown): BookletSnapshot {
  return bookletSnapshotSchema.parse(value);
}

/** Stored HTML is sanitised on write (decision 011), drafts included. */
function cleanSnapshot(snapshot: BookletSnapshot): BookletSnapshot {
  return {
    ...snapshot,
    description: snapshot.description?.trim() || null,
    imageUrl: snapshot.imageUrl?.trim() || null,
    pages: snapshot.pages.map((page) => ({
      ...page,
      content: toBookletHtml(page.content),
      imageUrl: page.imageUrl?.trim() || null,
      pageNumber: page.pageNumber ?? null,
      popovers: page.popovers.map((popover) => ({ ...popover, content: toBookletHtml(popover.content) })),
    })),
  };
}

export async function saveBookletDraft(
  id: number,
  snapshot: BookletSnapshot,
  actor: Actor,
  expected?: ExpectedRevision,
): Promise<BookletDraftState> {
  if ((await db.booklet.count({ where: { id } })) === 0) throw notFound(BOOKLET_NOT_FOUND);
  const live = async (tx: Prisma.TransactionClient) => {
    await bookletHistory.lock(tx, [id]);
    return (await bookletHistory.live(tx, id))?.snapshot;
  };
  await saveDraft(TYPE, id, cleanSnapshot(snapshot), actor, expected, live);
  return getBookletDraftState(id);
}

export async function discardBookletDraft(id: number, expected?: ExpectedRevision): Promise<BookletDraftState> {
  await discardDraft(TYPE, id, expected);
  return getBookletDraftState(id);
}

/** A version's content becomes the draft; the site changes only when it is published. */
export async function restoreBookletVersion(id: number, versionId: number, actor: Actor): Promise<BookletDraftState> {
  const version = await getVersion(TYPE, id, versionId);
  if (!version) throw notFound("Version not found.");
  return saveBookletDraft(id, readSnapshot(version.snapshot), actor);
}

const sameText = (a: { title: string; content: string }, b: { title: string; content: string }) =>
  a.title === b.title && a.content === b.content;

/**
 * Puts the draft (or, without one, the live rows) on the site: the booklet's fields, its pages in
 * order and their popovers are written, the chatbot's passages follow, a version is kept and the
 * draft is gone. Refused without a page.
 */
export async function publishBooklet(
  id: number,
  input: { actor: Actor; note: string; at?: Date; prepare: PreparePage },
): Promise<{ title: string; pages: number }> {
  const at = input.at ?? new Date();
  const [live, draft] = await Promise.all([liveBookletSnapshot(id), getDraft(TYPE, id)]);
  if (!live) throw notFound(BOOKLET_NOT_FOUND);
  const target = draft ? readSnapshot(draft.snapshot) : live;
  if (target.pages.length === 0) throw badRequest(NEEDS_A_PAGE);

  // Passages are prepared (split and embedded) before the transaction by the caller's `prepare`; only changed pages, or
  // all of them when the booklet comes back on the site (unpublishing removed its passages).
  const livePages = new Map(live.pages.map((page) => [page.id, page]));
  const prepared = new Map<string, PreparedChunks>();
  for (const page of target.pages) {
    const current = page.id === undefined ? undefined : livePages.get(page.id);
    if (!live.publishedAt || !current || !sameText(current, page))
      prepared.set(page.key, await input.prepare(page.title, page.content));
  }

  await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Booklet" WHERE id = ${id} FOR UPDATE`;
    if (locked.length === 0) throw notFound(BOOKLET_NOT_FOUND);
    await assertUnchangedSinceRead(tx, TYPE, id, { live, draft }, await liveBookletSnapshot(id, tx));
    await tx.booklet.update({
      where: { id },
      data: {
        title: target.title,
        description: target.description ?? null,
        imageUrl: target.imageUrl ?? null,
        publishedAt: at,
      },
    });
    const keptIds = target.pages.flatMap((page) => (page.id !== undefined && livePages.has(page.id) ? [page.id] : []));
    await tx.bookletPage.deleteMany({ where: { bookletId: id, id: { notIn: keptIds } } });
    for (const [index, page] of target.pages.entries()) {
      const data = {
        title: page.title,
        content: page.content,
        imageUrl: page.imageUrl ?? null,
        pageNumber: page.pageNumber ?? null,
        position: index + 1,
      };
      const pageId =
        page.id !== undefined && livePages.has(page.id)
          ? (await tx.bookletPage.update({ where: { id: page.id }, data, select: { id: true } })).id
          : (await tx.bookletPage.create({ data: { ...data, bookletId: id }, select: { id: true } })).id;
      await writePopovers(tx, pageId, page.popovers);
      const chunks = prepared.get(page.key);
      if (chunks) await replaceChunks(tx, { source: "booklet_page", bookletPageId: pageId }, chunks);
    }
    const published = await liveBookletSnapshot(id, tx);
    const { publishedAt: _at, ...snapshot } = published!;
    await appendVersion(tx, { entityType: TYPE, entityId: id, snapshot, note: input.note, actor: input.actor, at });
    await deleteDraft(TYPE, id, tx);
  });
  await invalidate(CACHE_TAGS.booklets);
  return { title: target.title, pages: target.pages.length };
}

async function writePopovers(tx: Tx, pageId: number, popovers: BookletSnapshot["pages"][number]["popovers"]) {
  const existing = new Set(
    (await tx.bookletPagePopover.findMany({ where: { pageId }, select: { id: true } })).map((row) => row.id),
  );
  const kept = popovers.flatMap((popover) =>
    popover.id !== undefined && existing.has(popover.id) ? [popover.id] : [],
  );
  await tx.bookletPagePopover.deleteMany({ where: { pageId, id: { notIn: kept } } });
  for (const popover of popovers) {
    const data = { title: popover.title, content: popover.content };
    if (popover.id !== undefined && existing.has(popover.id))
      await tx.bookletPagePopover.update({ where: { id: popover.id }, data, select: { id: true } });
    else await tx.bookletPagePopover.create({ data: { ...data, pageId }, select: { id: true } });
  }
}

/** Takes the booklet off the site and out of the chatbot's knowledge; nothing is deleted. */
export async function unpublishBooklet(id: number): Promise<{ title: string }> {
  const result = await db.$transaction(async (tx) => {
    const booklet = await tx.booklet.findUnique({
      where: { id },
      select: { title: true, pages: { select: { id: true } } },
    });
    if (!booklet) throw notFound(BOOKLET_NOT_FOUND);
    await tx.booklet.update({ where: { id }, data: { publishedAt: null } });
    for (const page of booklet.pages) await removeChunks(tx, { source: "booklet_page", bookletPageId: page.id });
    return { title: booklet.title };
  });
  await invalidate(CACHE_TAGS.booklets);
  return result;
}

const carryPopover = (draft: BookletPopoverSnapshot, before: BookletPopoverSnapshot, after: BookletPopoverSnapshot) =>
  carryFields(draft, before, after, ["title", "content"]);

const carryPage = (draft: BookletPageSnapshot, before: BookletPageSnapshot, after: BookletPageSnapshot) => ({
  ...carryFields(draft, before, after, ["title", "content", "imageUrl", "pageNumber"]),
  popovers: carryRows(draft.popovers, before.popovers, after.popovers, carryPopover),
});

const bookletHistory: LiveHistoryKind<BookletSnapshot> = {
  entityType: TYPE,
  lock: async (tx, ids) => {
    await tx.$queryRaw`SELECT id FROM "Booklet" WHERE id = ANY(${ids}) ORDER BY id FOR UPDATE`;
  },
  live: async (tx, id) => {
    const live = await liveBookletSnapshot(id, tx);
    if (!live) return null;
    const { publishedAt, ...snapshot } = live;
    // An unpublished booklet has no public state to keep; publishing it keeps a version.
    return { snapshot, onSite: publishedAt !== null };
  },
  read: readSnapshot,
  carry: (draft, before, after) => ({
    ...carryFields(draft, before, after, ["title", "description", "imageUrl"]),
    pages: carryRows(draft.pages, before.pages, after.pages, carryPage),
  }),
};

/** The booklet a spec write route changes: named by its id, or by one of its pages. */
export type BookletOf = { bookletId: number } | { pageId: number };

/** The transaction a spec booklet write runs in, so its change is kept in the booklet's history. */
export function keepingBookletHistory(of: BookletOf, actor: Actor) {
  return keepingHistory(
    bookletHistory,
    async (tx) => {
      if ("bookletId" in of) return [of.bookletId];
      const page = await tx.bookletPage.findUnique({ where: { id: of.pageId }, select: { bookletId: true } });
      return page ? [page.bookletId] : [];
    },
    actor,
  );
}
