import "server-only";
import { CACHE_TAGS } from "@/lib/cache";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { PreparedChunks } from "@/lib/contracts/knowledge";
import { removeChunks, replaceChunks } from "@/lib/data/knowledge-chunks";
import { toBookletHtml } from "@/lib/data/booklets";
import type { Actor } from "@/lib/data/content";
import { carryFields, carryRows } from "@/lib/data/carry-edits";
import { defineDraftKind, lockRowsOf, writeChildRows, type Tx } from "@/lib/data/draft-kind";
import {
  bookletSnapshotSchema,
  type BookletPageSnapshot,
  type BookletPopoverSnapshot,
  type BookletSnapshot,
} from "@/lib/validation/content";

export const NEEDS_A_PAGE = "A booklet needs at least one page before it can be published.";

async function liveBooklet(tx: Tx, id: number) {
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
  const { publishedAt, ...booklet } = row;
  const snapshot: BookletSnapshot = {
    ...booklet,
    pages: booklet.pages.map((page) => ({
      key: `p${page.id}`,
      ...page,
      popovers: page.popovers.map((popover) => ({ key: `o${popover.id}`, ...popover })),
    })),
  };
  return { snapshot, onSite: publishedAt !== null, meta: { bookletId: id, publishedAt } };
}

/** Stored HTML is sanitised on write (decision 011), drafts included. */
function cleanSnapshot(snapshot: BookletSnapshot): BookletSnapshot {
  return {
    ...snapshot,
    description: snapshot.description?.trim() || null,
    imageUrl: snapshot.imageUrl?.trim() || null,
    // A refusal names the page's or popover's own field, as the schema's errors do (`pages.0.content`).
    pages: snapshot.pages.map((page, index) => ({
      ...page,
      content: toBookletHtml(page.content, `pages.${index}.content`),
      imageUrl: page.imageUrl?.trim() || null,
      pageNumber: page.pageNumber ?? null,
      popovers: page.popovers.map((popover, at) => ({
        ...popover,
        content: toBookletHtml(popover.content, `pages.${index}.popovers.${at}.content`),
      })),
    })),
  };
}

const sameText = (a: { title: string; content: string }, b: { title: string; content: string }) =>
  a.title === b.title && a.content === b.content;

async function writeBooklet(
  tx: Prisma.TransactionClient,
  id: number,
  target: BookletSnapshot,
  { at, prepared }: { at: Date; prepared: Map<string, PreparedChunks> },
) {
  const data = { title: target.title, description: target.description ?? null, imageUrl: target.imageUrl ?? null };
  await tx.booklet.update({ where: { id }, data: { ...data, publishedAt: at } });
  const livePages = new Set(
    (await tx.bookletPage.findMany({ where: { bookletId: id }, select: { id: true } })).map((p) => p.id),
  );
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
    await writeChildRows(tx.bookletPagePopover, pageId, page.popovers, popoverData);
    const chunks = prepared.get(page.key);
    if (chunks) await replaceChunks(tx, { source: "booklet_page", bookletPageId: pageId }, chunks);
  }
}

const popoverData = ({ title, content }: BookletPopoverSnapshot) => ({ title, content });

const carryPopover = (draft: BookletPopoverSnapshot, before: BookletPopoverSnapshot, after: BookletPopoverSnapshot) =>
  carryFields(draft, before, after, ["title", "content"]);

const carryPage = (draft: BookletPageSnapshot, before: BookletPageSnapshot, after: BookletPageSnapshot) => ({
  ...carryFields(draft, before, after, ["title", "content", "imageUrl", "pageNumber"]),
  popovers: carryRows(draft.popovers, before.popovers, after.popovers, carryPopover),
});

export const bookletDrafts = defineDraftKind({
  type: "booklet",
  schema: bookletSnapshotSchema,
  notFound: "Booklet not found.",
  lock: lockRowsOf("Booklet"),
  live: liveBooklet,
  clean: cleanSnapshot,
  check: (snapshot) => (snapshot.pages.length === 0 ? NEEDS_A_PAGE : null),
  prepare: async (target, live, preparePage) => {
    const livePages = new Map(live.snapshot.pages.map((page) => [page.id, page]));
    const prepared = new Map<string, PreparedChunks>();
    for (const page of target.pages) {
      const current = page.id === undefined ? undefined : livePages.get(page.id);
      if (!live.onSite || !current || !sameText(current, page))
        prepared.set(page.key, await preparePage(page.title, page.content));
    }
    return prepared;
  },
  writeLive: writeBooklet,
  unpublish: async (tx, id) => {
    await tx.booklet.update({ where: { id }, data: { publishedAt: null } });
    for (const page of await tx.bookletPage.findMany({ where: { bookletId: id }, select: { id: true } }))
      await removeChunks(tx, { source: "booklet_page", bookletPageId: page.id });
  },
  carry: (draft, before, after) => ({
    ...carryFields(draft, before, after, ["title", "description", "imageUrl"]),
    pages: carryRows(draft.pages, before.pages, after.pages, carryPage),
  }),
  published: (snapshot) => ({ pages: snapshot.pages.length }),
  tags: [CACHE_TAGS.booklets],
});

export const {
  state: getBookletDraftState,
  save: saveBookletDraft,
  discard: discardBookletDraft,
  restore: restoreBookletVersion,
  publish: publishBooklet,
  unpublish: unpublishBooklet,
} = bookletDrafts;
export type BookletDraftState = Awaited<ReturnType<typeof getBookletDraftState>>;

export type BookletOf = { bookletId: number } | { pageId: number };

export function keepingBookletHistory(of: BookletOf, actor: Actor) {
  return bookletDrafts.keeping(async (tx) => {
    if ("bookletId" in of) return [of.bookletId];
    const page = await tx.bookletPage.findUnique({ where: { id: of.pageId }, select: { bookletId: true } });
    return page ? [page.bookletId] : [];
  }, actor);
}
