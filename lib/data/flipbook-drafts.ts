import "server-only";
import { CACHE_TAGS } from "@/lib/cache";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { PreparedChunks } from "@/lib/contracts/knowledge";
import { inferLinkType } from "@/lib/book/popover-rules";
import { preparePageContent } from "@/lib/book/saving";
import { sanitizeStaffHtml, sanitizeStoredHtml } from "@/lib/html/sanitize";
import { replaceChunks } from "@/lib/data/knowledge-chunks";
import { popoverSelect, toPopoverDto } from "@/lib/data/popovers";
import { appendVersion, versionedIds, type Actor } from "@/lib/data/content";
import { carryFields, carryRows } from "@/lib/data/carry-edits";
import { defineDraftKind, lockRowsOf, writeChildRows, type Tx } from "@/lib/data/draft-kind";
import { bookPageSnapshotSchema, type BookPageSnapshot, type BookPopoverSnapshot } from "@/lib/validation/content";

const TYPE = "book-page";
export const BOOK_PAGES_STAY =
  "A book page stays in the book. To change what visitors see, publish a new draft or restore an earlier version.";

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

async function liveBookPage(tx: Tx, id: number) {
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
  return { snapshot, onSite: true, meta: { pageId: id, pageNumber: row.pageNumber, publishedAt: row.updatedAt } };
}

export async function startBookPageHistories(ids: number[], input: { actor: Actor; note: string }, tx: Tx = db) {
  const versioned = await versionedIds(TYPE, ids, tx);
  const at = new Date();
  for (const id of ids.filter((pageId) => !versioned.has(pageId))) {
    const live = await liveBookPage(tx, id);
    if (live) await appendVersion(tx, { entityType: TYPE, entityId: id, snapshot: live.snapshot, ...input, at });
  }
}

/** The saving rules of requirements §5 and the sanitiser run on the draft as on a live save. */
function cleanSnapshot(snapshot: BookPageSnapshot, live: BookPageSnapshot): BookPageSnapshot {
  return {
    ...snapshot,
    title: live.title,
    content: preparePageContent(snapshot.content),
    popovers: snapshot.popovers.map((popover) => {
      const content = popover.content === null ? null : sanitizeStaffHtml(popover.content);
      return { ...popover, content, linkType: popover.linkType ?? inferLinkType({ ...popover, content }) };
    }),
  };
}

async function writeBookPage(
  tx: Prisma.TransactionClient,
  id: number,
  target: BookPageSnapshot,
  { prepared }: { prepared: PreparedChunks | null },
) {
  await tx.flipbookPage.update({ where: { id }, data: { content: target.content } });
  await writeChildRows(tx.popover, id, target.popovers, popoverData);
  if (prepared) await replaceChunks(tx, { source: "flipbook_page", flipbookPageId: id }, prepared);
}

const popoverData = ({ key: _key, id: _id, position, ...fields }: BookPopoverSnapshot) => ({
  ...fields,
  linkType: fields.linkType ?? inferLinkType(fields),
  positionX: position.x,
  positionY: position.y,
});

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

export const bookPageDrafts = defineDraftKind({
  type: TYPE,
  schema: bookPageSnapshotSchema,
  notFound: "Page not found.",
  lock: lockRowsOf("FlipbookPage"),
  live: liveBookPage,
  clean: cleanSnapshot,
  prepare: async (target, live, preparePage) =>
    target.content === live.snapshot.content ? null : preparePage(target.title, target.content),
  writeLive: writeBookPage,
  unpublish: BOOK_PAGES_STAY,
  carry: (draft, before, after) => ({
    ...carryFields(draft, before, after, ["content"]),
    title: after.title,
    popovers: carryRows(draft.popovers, before.popovers, after.popovers, (d, b, a) =>
      carryFields(d, b, a, POPOVER_FIELDS),
    ),
  }),
  published: (_snapshot, live) => ({ pageNumber: live.meta.pageNumber }),
  tags: [CACHE_TAGS.flipbook],
});

export const {
  state: getBookPageDraftState,
  save: saveBookPageDraft,
  discard: discardBookPageDraft,
  restore: restoreBookPageVersion,
  publish: publishBookPage,
  unpublish: unpublishBookPage,
} = bookPageDrafts;

export type BookPagesOf = { pageId: number } | { popoverId: number } | "book";

export function keepingBookPageHistory(of: BookPagesOf, actor: Actor) {
  return bookPageDrafts.keeping(async (tx) => {
    if (of === "book") return (await tx.flipbookPage.findMany({ select: { id: true } })).map((page) => page.id);
    if ("pageId" in of) return [of.pageId];
    const popover = await tx.popover.findUnique({ where: { id: of.popoverId }, select: { pageId: true } });
    return popover ? [popover.pageId] : [];
  }, actor);
}
