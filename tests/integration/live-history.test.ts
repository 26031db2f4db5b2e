// The spec's live write routes keep a version of what they change (docs/decisions/016,
// "every live change keeps a version"), through the same runners the routes pass, against the real
// test Postgres.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import {
  createBooklet,
  createBookletPage,
  createBookletPopover,
  deleteBookletPage,
  deleteBookletPopover,
  reorderBookletPages,
  updateBooklet,
  updateBookletPage,
  updateBookletPopover,
} from "@/lib/data/booklets";
import {
  getBookletDraftState,
  keepingBookletHistory,
  publishBooklet,
  saveBookletDraft,
} from "@/lib/data/booklet-drafts";
import {
  getBookPageDraftState,
  keepingBookPageHistory,
  publishBookPage,
  saveBookPageDraft,
} from "@/lib/data/flipbook-drafts";
import {
  applyPageMapping,
  findPagesByNumber,
  importPages,
  pointPagesAtImages,
  updatePageContent,
} from "@/lib/data/flipbook";
import { createPopover, deletePopover } from "@/lib/data/popovers";
import { API_CHANGE_NOTE, CHANGED_WHILE_PUBLISHING, listVersions } from "@/lib/data/content";
import { STATIC_READER_PAGES, staticPagesInBookOrder } from "@/lib/book/static-reader";
import { preparePage } from "@/lib/knowledge/indexing";
import { popoverCreateSchema } from "@/lib/validation/flipbook";

vi.mock("next/cache", () => ({ cacheTag: () => {}, cacheLife: () => {}, revalidateTag: () => {} }));

const editor = { id: null, name: "edith" };
const api = { id: null, name: "apiuser" };
const versionsOf = async (type: string, id: number) =>
  (await listVersions(type, id)).map((version) => [version.note, version.publishedByName]);

describe("booklet write routes keep the booklet's history", () => {
  afterEach(async () => {
    await db.booklet.deleteMany();
    await db.contentDraft.deleteMany();
    await db.contentVersion.deleteMany();
  });

  const publishedBooklet = async () => {
    const booklet = await createBooklet({ title: "Kept", description: "", imageUrl: "" });
    const first = await createBookletPage(booklet.id, { title: "One", content: "First page" }, preparePage);
    const second = await createBookletPage(booklet.id, { title: "Two", content: "Second page" }, preparePage);
    await publishBooklet(booklet.id, { actor: editor, note: "first", prepare: preparePage });
    return { id: booklet.id, first: first.id, second: second.id };
  };
  const byBooklet = (id: number) => keepingBookletHistory({ bookletId: id }, api);
  const byPage = (id: number) => keepingBookletHistory({ pageId: id }, api);

  it("records one version per real change, by the route's user, and none for a no-op", async () => {
    const { id, first, second } = await publishedBooklet();
    await updateBooklet(id, { title: "Kept (revised)" }, byBooklet(id));
    await updateBooklet(id, { title: "Kept (revised)" }, byBooklet(id));
    await updateBookletPage(first, { content: "First page, changed" }, preparePage, byPage(first));
    await updateBookletPage(first, { content: "First page, changed" }, preparePage, byPage(first));
    const popover = await createBookletPopover(first, { title: "Note", content: "A note" }, byPage(first));
    await updateBookletPopover(first, popover.id, { content: "A better note" }, byPage(first));
    await deleteBookletPopover(first, popover.id, byPage(first));
    const third = await createBookletPage(id, { title: "Three", content: "Third" }, preparePage, byBooklet(id));
    await reorderBookletPages(id, [third.id, first, second], byBooklet(id));
    await reorderBookletPages(id, [third.id, first, second], byBooklet(id));
    await deleteBookletPage(second, byPage(second));

    const versions = await versionsOf("booklet", id);
    expect(versions).toEqual([...Array(8).fill([API_CHANGE_NOTE, "apiuser"]), ["first", "edith"]]);
    const newest = (await listVersions("booklet", id))[0];
    const stored = await db.contentVersion.findUniqueOrThrow({ where: { id: newest.id }, select: { snapshot: true } });
    expect(stored.snapshot).toEqual(JSON.parse(JSON.stringify((await getBookletDraftState(id)).snapshot)));
  });

  it("an unpublished booklet keeps no version: it has no public state", async () => {
    const booklet = await createBooklet({ title: "Hidden", description: "", imageUrl: "" });
    const page = await createBookletPage(
      booklet.id,
      { title: "One", content: "x" },
      preparePage,
      byBooklet(booklet.id),
    );
    await updateBookletPage(page.id, { content: "y" }, preparePage, byPage(page.id));
    await updateBooklet(booklet.id, { title: "Hidden still" }, byBooklet(booklet.id));
    expect(await listVersions("booklet", booklet.id)).toEqual([]);
  });

  it("a failed write keeps nothing", async () => {
    const { id, first } = await publishedBooklet();
    await expect(reorderBookletPages(id, [first], byBooklet(id))).rejects.toMatchObject({ status: 400 });
    await expect(updateBookletPopover(first, 999_999, { title: "x" }, byPage(first))).rejects.toMatchObject({
      status: 404,
    });
    expect(await versionsOf("booklet", id)).toEqual([["first", "edith"]]);
  });

  it("an existing draft keeps its own edits; what it left as it was follows the change", async () => {
    const { id, first, second } = await publishedBooklet();
    const { snapshot } = await getBookletDraftState(id);
    const pages = snapshot.pages.map((page) => (page.id === first ? { ...page, content: "Draft's first page" } : page));
    await saveBookletDraft(id, { ...snapshot, description: "Draft description", pages }, editor);

    await updateBooklet(id, { title: "API title", description: "API description" }, byBooklet(id));
    await updateBookletPage(first, { content: "API first page" }, preparePage, byPage(first));
    await updateBookletPage(second, { title: "API two" }, preparePage, byPage(second));
    const added = await createBookletPage(id, { title: "API page", content: "Added" }, preparePage, byBooklet(id));
    await reorderBookletPages(id, [second, first, added.id], byBooklet(id));

    const state = await getBookletDraftState(id);
    expect(state.draft?.updatedByName).toBe("edith");
    expect(state.snapshot.title).toBe("API title");
    expect(state.snapshot.description).toBe("Draft description");
    expect(state.snapshot.pages.map((page) => [page.id, page.title, page.content])).toEqual([
      [second, "API two", "<p>Second page</p>"],
      [first, "One", "<p>Draft's first page</p>"],
      [added.id, "API page", "<p>Added</p>"],
    ]);
    expect(await versionsOf("booklet", id)).toHaveLength(6);
  });

  it("a publish never undoes a change made while it prepared: 409, the change and the draft kept", async () => {
    const { id, first } = await publishedBooklet();
    const { snapshot } = await getBookletDraftState(id);
    const pages = snapshot.pages.map((page) => (page.id === first ? { ...page, content: "Draft's first page" } : page));
    await saveBookletDraft(id, { ...snapshot, pages }, editor);
    let added = 0;
    // The publish embeds the changed pages before its transaction; a spec client adds a page meanwhile.
    const prepare: typeof preparePage = async (title, content) => {
      if (!added)
        added = (await createBookletPage(id, { title: "Meanwhile", content: "Added" }, preparePage, byBooklet(id))).id;
      return preparePage(title, content);
    };
    await expect(publishBooklet(id, { actor: editor, note: "raced", prepare })).rejects.toMatchObject({
      status: 409,
      message: CHANGED_WHILE_PUBLISHING,
    });
    expect(await db.bookletPage.findUnique({ where: { id: added }, select: { title: true } })).toEqual({
      title: "Meanwhile",
    });
    const draft = (await getBookletDraftState(id)).snapshot;
    expect(draft.pages.map((page) => page.title)).toEqual(["One", "Two", "Meanwhile"]);

    await publishBooklet(id, { actor: editor, note: "again", prepare: preparePage });
    const live = await db.bookletPage.findMany({ where: { bookletId: id }, orderBy: { pageNumber: "asc" } });
    expect(live.map((page) => page.content)).toEqual([
      "<p>Draft's first page</p>",
      "<p>Second page</p>",
      "<p>Added</p>",
    ]);
  });
});

describe("book write routes keep each page's history", () => {
  const reset = async () => {
    await db.flipbookPage.deleteMany();
    await db.contentDraft.deleteMany();
    await db.contentVersion.deleteMany();
  };
  beforeEach(async () => {
    await reset();
    await importPages(staticPagesInBookOrder(), preparePage);
  });
  afterAll(reset);

  const pageThree = async () => (await findPagesByNumber(3))[0];
  const byPage = (pageId: number) => keepingBookPageHistory({ pageId }, api);
  const popoverOn = (pageId: number) =>
    popoverCreateSchema.parse({ pageId, title: "Note", content: "<p>A note</p>", position: { x: 50, y: 50 } });

  it("PATCH and popover POST/DELETE keep one version per real change, none for a no-op", async () => {
    const page = await pageThree();
    await updatePageContent(page.id, "<p>Changed through the API</p>", preparePage, byPage(page.id));
    await updatePageContent(page.id, "<p>Changed through the API</p>", preparePage, byPage(page.id));
    const popover = await createPopover(popoverOn(page.id), byPage(page.id));
    await deletePopover(popover.id, keepingBookPageHistory({ popoverId: popover.id }, api));
    expect(await versionsOf("book-page", page.id)).toEqual([
      [API_CHANGE_NOTE, "apiuser"],
      [API_CHANGE_NOTE, "apiuser"],
      [API_CHANGE_NOTE, "apiuser"],
      ["Initial version (imported from the static reader)", "System"],
    ]);
    const other = (await findPagesByNumber(4))[0];
    expect(await listVersions("book-page", other.id)).toHaveLength(1);
  });

  it("update-images and fix-page-mapping change no snapshot and keep no version", async () => {
    await pointPagesAtImages(keepingBookPageHistory("book", api));
    await applyPageMapping(STATIC_READER_PAGES, keepingBookPageHistory("book", api));
    expect(await db.contentVersion.count({ where: { note: API_CHANGE_NOTE } })).toBe(0);
  });

  it("reset-and-import versions the pages it rewrote, not the unchanged or new ones", async () => {
    const page = await pageThree();
    await updatePageContent(page.id, "<p>Local change</p>", preparePage, byPage(page.id));
    await db.flipbookPage.deleteMany({ where: { pageNumber: 21 } });
    await importPages(staticPagesInBookOrder(), preparePage, api, keepingBookPageHistory("book", api));
    // Page three went back to the static reader's text: one more version; the other pages are as they were.
    expect(await db.contentVersion.count({ where: { note: API_CHANGE_NOTE } })).toBe(2);
    expect(await versionsOf("book-page", page.id)).toHaveLength(3);
    const recreated = (await findPagesByNumber(21))[0];
    expect(await versionsOf("book-page", recreated.id)).toEqual([
      ["Initial version (imported from the static reader)", "apiuser"],
    ]);
  });

  it("an existing draft keeps its edits; its untouched popovers and content follow", async () => {
    const page = await pageThree();
    const popover = await createPopover(popoverOn(page.id));
    const { snapshot } = await getBookPageDraftState(page.id);
    const popovers = snapshot.popovers.map((item) => ({ ...item, title: "Draft's title" }));
    await saveBookPageDraft(page.id, { ...snapshot, popovers }, editor);

    await updatePageContent(page.id, "<p>API content</p>", preparePage, byPage(page.id));
    const added = await createPopover(popoverOn(page.id), byPage(page.id));
    const state = await getBookPageDraftState(page.id);
    expect(state.draft?.updatedByName).toBe("edith");
    expect(state.snapshot.content).toBe("<p>API content</p>");
    expect(state.snapshot.popovers.map((item) => [item.id, item.title])).toEqual([
      [popover.id, "Draft's title"],
      [added.id, "Note"],
    ]);

    // The draft edited its content: a later API change leaves the draft's content alone.
    await saveBookPageDraft(page.id, { ...state.snapshot, content: "<p>Draft content</p>" }, editor);
    await updatePageContent(page.id, "<p>API again</p>", preparePage, byPage(page.id));
    expect((await getBookPageDraftState(page.id)).snapshot.content).toBe("<p>Draft content</p>");
  });

  it("a publish never undoes a popover added while it prepared: 409, then the next publish keeps it", async () => {
    const page = await pageThree();
    const { snapshot } = await getBookPageDraftState(page.id);
    await saveBookPageDraft(page.id, { ...snapshot, content: "<p>Draft content</p>" }, editor);
    let added = 0;
    const prepare: typeof preparePage = async (title, content) => {
      if (!added) added = (await createPopover(popoverOn(page.id), byPage(page.id))).id;
      return preparePage(title, content);
    };
    await expect(publishBookPage(page.id, { actor: editor, note: "raced", prepare })).rejects.toMatchObject({
      status: 409,
    });
    await publishBookPage(page.id, { actor: editor, note: "again", prepare: preparePage });
    const live = await db.flipbookPage.findUniqueOrThrow({
      where: { id: page.id },
      select: { content: true, popovers: { select: { id: true } } },
    });
    expect(live).toEqual({ content: "<p>Draft content</p>", popovers: [{ id: added }] });
  });
});
