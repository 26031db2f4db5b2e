import "server-only";
import { CACHE_TAGS, invalidate } from "@/lib/cache";
import { db } from "@/lib/db";
import { badRequest, notFound } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { PreparePage } from "@/lib/contracts/knowledge";
import { inferLinkType } from "@/lib/book/popover-rules";
import { preparePageContent } from "@/lib/book/saving";
import { sanitizeStoredHtml } from "@/lib/html/sanitize";
import { replaceChunks } from "@/lib/data/knowledge";
import { popoverSelect, toPopoverDto } from "@/lib/data/popovers";
import {
  appendVersion,
  deleteDraft,
  getDraft,
  getVersion,
  saveDraft,
  keepingHistory,
  versionedIds,
  type Actor,
  type DraftRow,
  type ExpectedRevision,
  liveRevision,
  discardDraft,
  type LiveHistoryKind,
  assertUnchangedSinceRead,
} from "@/lib/data/content";
import { carryFields, carryRows } from "@/lib/data/carry-edits";
import { bookPageSnapshotSchema, type BookPageSnapshot, type BookPopoverSnapshot } from "@/lib/validation/content";

// A book page's draft and versions are snapshots of the page and its popovers (docs/decisions/016),
// as for booklets: FlipbookPage and Popover stay exactly what visitors, the public API, the
// chatbot and the translations read; publishing writes the snapshot into them in one transaction.

type Tx = Prisma.TransactionClient | typeof db;
const TYPE = "book-page";
const PAGE_NOT_FOUND = "Page not found.";
export const BOOK_PAGES_STAY =
  "A book page stays in the book. To change what visitors see, publish a new draft or restore an earlier version.";

export type BookPageDraftState = {
  pageId: number;
  pageNumber: number;
  snapshot: BookPageSnapshot;
  /** Book pages are always on the site; this is when the live page last changed. */
  publishedAt: Date;
  draft: Omit<DraftRow, "snapshot" | "entityType" | "entityId" | "revision"> | null;
  /** The draft's revision, else the live item's ("live.<digest>"); a save names it in `If-Match`. */
  revision: string;
};

const popoverSnapshot = (popover: ReturnType<typeof toPopoverDto>): BookPopoverSnapshot => ({
  key: `o${popover.id}`,
  id: popover.id,
  title: popover.title,
  content: popover.content,
  linkedText: popover.linkedText,
  linkType: popover.linkType,
  highlightColor: popover.highlightColor,
  imageUrl: popover.imageUrl,
  audioUrl: popover.audioUrl,
  videoUrl: popover.videoUrl,
  pdfUrl: popover.pdfUrl,
  position: popover.position,
});

/** The page as visitors see it, as a snapshot. */
export async function liveBookPageSnapshot(id: number, tx: Tx = db) {
  const row = await tx.flipbookPage.findUnique({
    where: { id },
    select: {
      title: true,
      content: true,
      pageNumber: true,
      updatedAt: true,
      popovers: { select: popoverSelect, orderBy: { id: "asc" } },
    },
  });
  if (!row) return null;
  const snapshot: BookPageSnapshot = {
    title: row.title,
    content: sanitizeStoredHtml(row.content),
    popovers: row.popovers.map((popover) => popoverSnapshot(toPopoverDto(popover))),
  };
  return { snapshot, pageNumber: row.pageNumber, updatedAt: row.updatedAt };
}

/**
 * Starts the history of the pages that have none (pages the seed or reset-and-import created):
 * one version of each as it is on the site, so their history begins where they did.
 */
export async function startBookPageHistories(ids: number[], input: { actor: Actor; note: string }, tx: Tx = db) {
  const versioned = await versionedIds(TYPE, ids, tx);
  const at = new Date();
  for (const id of ids.filter((pageId) => !versioned.has(pageId))) {
    const live = await liveBookPageSnapshot(id, tx);
    if (live) await appendVersion(tx, { entityType: TYPE, entityId: id, snapshot: live.snapshot, ...input, at });
  }
}

/** A stored snapshot read back through the schema (an old shape fails loudly, never half-shown). */
export const readBookPageSnapshot = (value: unknown): BookPageSnapshot => bookPageSnapshotSchema.parse(value);

/** What the editor and the preview open: the draft when there is one, else the live page. */
export async function getBookPageDraftState(id: number): Promise<BookPageDraftState> {
  const [live, draft] = await Promise.all([liveBookPageSnapshot(id), getDraft(TYPE, id)]);
  if (!live) throw notFound(PAGE_NOT_FOUND);
  const base = { pageId: id, pageNumber: live.pageNumber, publishedAt: live.updatedAt };
  if (!draft) return { ...base, snapshot: live.snapshot, draft: null, revision: liveRevision(live.snapshot) };
  const { snapshot, entityType: _type, entityId: _id, revision, ...meta } = draft;
  return { ...base, snapshot: readBookPageSnapshot(snapshot), draft: meta, revision };
}

/** The saving rules of requirements §5 and the sanitiser run on the draft as on a live save. */
function cleanSnapshot(snapshot: BookPageSnapshot): BookPageSnapshot {
  return {
    ...snapshot,
    content: preparePageContent(snapshot.content),
    popovers: snapshot.popovers.map((popover) => {
      const content = popover.content === null ? null : sanitizeStoredHtml(popover.content);
      return { ...popover, content, linkType: popover.linkType ?? inferLinkType({ ...popover, content }) };
    }),
  };
}

export async function saveBookPageDraft(
  id: number,
  snapshot: BookPageSnapshot,
  actor: Actor,
  expected?: ExpectedRevision,
) {
  const live = await db.flipbookPage.findUnique({ where: { id }, select: { title: true } });
  if (!live) throw notFound(PAGE_NOT_FOUND);
  // The title belongs to the printed book; a draft cannot rename the page.
  const lockedLive = async (tx: Prisma.TransactionClient) => {
    await bookPageHistory.lock(tx, [id]);
    return (await bookPageHistory.live(tx, id))?.snapshot;
  };
  await saveDraft(TYPE, id, cleanSnapshot({ ...snapshot, title: live.title }), actor, expected, lockedLive);
  return getBookPageDraftState(id);
}

export async function discardBookPageDraft(id: number, expected?: ExpectedRevision) {
  await discardDraft(TYPE, id, expected);
  return getBookPageDraftState(id);
}

/** A version's content becomes the draft; the site changes only when it is published. */
export async function restoreBookPageVersion(id: number, versionId: number, actor: Actor) {
  const version = await getVersion(TYPE, id, versionId);
  if (!version) throw notFound("Version not found.");
  return saveBookPageDraft(id, readBookPageSnapshot(version.snapshot), actor);
}

/**
 * Puts the draft (or, without one, the live page) on the site: the page's content and its
 * popovers are written, the chatbot's passages follow when the text changed, a version is kept
 * and the draft is gone.
 */
export async function publishBookPage(
  id: number,
  input: { actor: Actor; note: string; at?: Date; prepare: PreparePage },
): Promise<{ title: string; pageNumber: number }> {
  const at = input.at ?? new Date();
  const [live, draft] = await Promise.all([liveBookPageSnapshot(id), getDraft(TYPE, id)]);
  if (!live) throw notFound(PAGE_NOT_FOUND);
  const target = draft ? readBookPageSnapshot(draft.snapshot) : live.snapshot;
  const changed = target.content !== live.snapshot.content;
  // Passages are split and embedded before the transaction, and only when the text changed.
  const chunks = changed ? await input.prepare(target.title, target.content) : null;

  await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "FlipbookPage" WHERE id = ${id} FOR UPDATE`;
    if (locked.length === 0) throw notFound(PAGE_NOT_FOUND);
    await assertUnchangedSinceRead(tx, TYPE, id, { live, draft }, await liveBookPageSnapshot(id, tx));
    await tx.flipbookPage.update({ where: { id }, data: { content: target.content } });
    await writePopovers(tx, id, target.popovers);
    if (chunks) await replaceChunks(tx, { source: "flipbook_page", flipbookPageId: id }, chunks);
    const published = await liveBookPageSnapshot(id, tx);
    await appendVersion(tx, {
      entityType: TYPE,
      entityId: id,
      snapshot: published!.snapshot,
      note: input.note,
      actor: input.actor,
      at,
    });
    await deleteDraft(TYPE, id, tx);
  });
  await invalidate(CACHE_TAGS.flipbook);
  return { title: target.title, pageNumber: live.pageNumber };
}

async function writePopovers(tx: Tx, pageId: number, popovers: BookPopoverSnapshot[]) {
  const existing = new Set(
    (await tx.popover.findMany({ where: { pageId }, select: { id: true } })).map((row) => row.id),
  );
  const kept = popovers.flatMap((popover) =>
    popover.id !== undefined && existing.has(popover.id) ? [popover.id] : [],
  );
  await tx.popover.deleteMany({ where: { pageId, id: { notIn: kept } } });
  for (const { key: _key, id, position, ...fields } of popovers) {
    const data = {
      ...fields,
      linkType: fields.linkType ?? inferLinkType(fields),
      positionX: position.x,
      positionY: position.y,
    };
    if (id !== undefined && existing.has(id)) await tx.popover.update({ where: { id }, data, select: { id: true } });
    else await tx.popover.create({ data: { ...data, pageId }, select: { id: true } });
  }
}

/** The book keeps all its pages: a book page cannot be taken off the site (400). */
export async function unpublishBookPage(id: number): Promise<{ title: string }> {
  if ((await db.flipbookPage.count({ where: { id } })) === 0) throw notFound(PAGE_NOT_FOUND);
  throw badRequest(BOOK_PAGES_STAY);
}

const POPOVER_FIELDS = [
  "title",
  "content",
  "linkedText",
  "linkType",
  "highlightColor",
  "imageUrl",
  "audioUrl",
  "videoUrl",
  "pdfUrl",
  "position",
] as const satisfies readonly (keyof BookPopoverSnapshot)[];

const bookPageHistory: LiveHistoryKind<BookPageSnapshot> = {
  entityType: TYPE,
  lock: async (tx, ids) => {
    await tx.$queryRaw`SELECT id FROM "FlipbookPage" WHERE id = ANY(${ids}) ORDER BY id FOR UPDATE`;
  },
  live: async (tx, id) => {
    const live = await liveBookPageSnapshot(id, tx);
    return live && { snapshot: live.snapshot, onSite: true };
  },
  read: readBookPageSnapshot,
  carry: (draft, before, after) => ({
    // The title belongs to the printed book: the draft always has the live one.
    ...carryFields(draft, before, after, ["content"]),
    title: after.title,
    popovers: carryRows(draft.popovers, before.popovers, after.popovers, (d, b, a) =>
      carryFields(d, b, a, POPOVER_FIELDS),
    ),
  }),
};

/** The book pages a spec write route changes: one page, a popover's page, or the whole book. */
export type BookPagesOf = { pageId: number } | { popoverId: number } | "book";

/** The transaction a spec book write runs in, so its changes are kept in each page's history. */
export function keepingBookPageHistory(of: BookPagesOf, actor: Actor) {
  return keepingHistory(
    bookPageHistory,
    async (tx) => {
      if (of === "book") return (await tx.flipbookPage.findMany({ select: { id: true } })).map((page) => page.id);
      if ("pageId" in of) return [of.pageId];
      const popover = await tx.popover.findUnique({ where: { id: of.popoverId }, select: { pageId: true } });
      return popover ? [popover.pageId] : [];
    },
    actor,
  );
}
