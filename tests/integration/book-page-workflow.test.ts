// Drafts, publishing, versions, restore and scheduled publishing of book pages with their popovers
// (docs/decisions/016) against the real test Postgres.
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { findPagesByNumber, importPages, readBook } from "@/lib/data/flipbook";
import { createPopover, listPopovers } from "@/lib/data/popovers";
import {
  getBookPageDraftState,
  publishBookPage,
  restoreBookPageVersion,
  saveBookPageDraft,
  unpublishBookPage,
} from "@/lib/data/flipbook-drafts";
import { getVersion, listVersions, setDraftSchedule } from "@/lib/data/content";
import { publishDue } from "@/lib/content/scheduler";
import { staticPagesInBookOrder } from "@/lib/book/static-reader";
import { preparePage } from "@/lib/knowledge/indexing";
import { bookPageSnapshotSchema, type BookPageSnapshot } from "@/lib/validation/content";
import { popoverCreateSchema } from "@/lib/validation/flipbook";
import { schedulingAdmin } from "@/tests/support/scheduling-admin";

vi.mock("next/cache", () => ({ cacheTag: () => {}, cacheLife: () => {}, revalidateTag: () => {} }));

const scheduler = schedulingAdmin("grace");
const editor = { id: null, name: "edith" };

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
const publicPage = async (id: number) => (await readBook()).find((page) => page.id === id)!;
const passages = (id: number) =>
  db.knowledgeChunk.findMany({ where: { flipbookPageId: id }, select: { content: true } });

const withContent = (snapshot: BookPageSnapshot, content: string, popovers = snapshot.popovers): BookPageSnapshot =>
  bookPageSnapshotSchema.parse({ ...snapshot, content, popovers });

describe("book page drafts", () => {
  it("a draft never reaches the book, its popovers or the chatbot until it is published", async () => {
    const page = await pageThree();
    const before = await publicPage(page.id);
    const passagesBefore = await passages(page.id);
    const { snapshot } = await getBookPageDraftState(page.id);
    const newPopover = { key: "n1", title: "Draft note", content: "<p>Hidden</p>", position: { x: 10, y: 20 } };

    await saveBookPageDraft(
      page.id,
      withContent(snapshot, "<p>Draft only words</p>", [...snapshot.popovers, newPopover as never]),
      editor,
    );
    expect(await publicPage(page.id)).toEqual(before);
    expect(await listPopovers(page.id)).toEqual(before.popovers);
    expect(await passages(page.id)).toEqual(passagesBefore);
    const state = await getBookPageDraftState(page.id);
    expect(state.draft?.updatedByName).toBe("edith");
    expect(state.snapshot.content).toBe("<p>Draft only words</p>");
    expect(state.snapshot.title).toBe(before.title);

    await publishBookPage(page.id, { actor: editor, note: "first", prepare: preparePage });
    const after = await publicPage(page.id);
    expect(after.content).toBe("<p>Draft only words</p>");
    expect(after.popovers.map((popover) => [popover.title, popover.linkType, popover.position])).toEqual([
      ["Draft note", "text", { x: 10, y: 20 }],
    ]);
    expect((await passages(page.id)).map((chunk) => chunk.content).join(" ")).toContain("Draft only words");
    expect((await getBookPageDraftState(page.id)).draft).toBeNull();
  });

  it("applies the saving rules and the sanitiser to the draft, and keeps the book's title", async () => {
    const page = await pageThree();
    const { snapshot } = await getBookPageDraftState(page.id);
    const saved = await saveBookPageDraft(
      page.id,
      { ...withContent(snapshot, '```html\n<p onclick="x()">Hi</p><script>bad()</script>\n```'), title: "Renamed" },
      editor,
    );
    expect(saved.snapshot.content).toBe("<p>Hi</p>");
    expect(saved.snapshot.title).toBe(page.title);
  });

  it("keeps a version per publish, restores one as a draft only, and publishing it brings the page back", async () => {
    const page = await pageThree();
    await createPopover(popoverCreateSchema.parse({ title: "Kept", content: "<p>Stays</p>", pageId: page.id }));
    const original = (await getBookPageDraftState(page.id)).snapshot;
    await saveBookPageDraft(page.id, withContent(original, "<p>Version one</p>"), editor);
    await publishBookPage(page.id, { actor: editor, note: "v1", prepare: preparePage });
    await saveBookPageDraft(page.id, withContent(original, "<p>Version two</p>", []), editor);
    await publishBookPage(page.id, { actor: { id: null, name: "ada" }, note: "v2", prepare: preparePage });
    expect((await publicPage(page.id)).popovers).toEqual([]);

    const versions = await listVersions("book-page", page.id);
    expect(versions.map((version) => [version.note, version.publishedByName])).toEqual([
      ["v2", "ada"],
      ["v1", "edith"],
      ["Initial version (imported from the static reader)", "System"],
    ]);
    const first = await getVersion("book-page", page.id, versions[1].id);
    expect(first?.snapshot).toMatchObject({ content: "<p>Version one</p>", popovers: [{ title: "Kept" }] });

    await restoreBookPageVersion(page.id, versions[1].id, editor);
    expect((await publicPage(page.id)).content).toBe("<p>Version two</p>");
    expect((await getBookPageDraftState(page.id)).snapshot.content).toBe("<p>Version one</p>");
    await publishBookPage(page.id, { actor: editor, note: "back", prepare: preparePage });
    const back = await publicPage(page.id);
    expect(back.content).toBe("<p>Version one</p>");
    expect(back.popovers.map((popover) => [popover.title, popover.content])).toEqual([["Kept", "<p>Stays</p>"]]);
  });

  it("a page created by reset-and-import starts its history with a version of itself, once", async () => {
    const page = await pageThree();
    const [initial] = await listVersions("book-page", page.id);
    expect(initial).toMatchObject({
      note: "Initial version (imported from the static reader)",
      publishedByName: "System",
    });
    const snapshot = (await getVersion("book-page", page.id, initial.id))?.snapshot;
    expect(bookPageSnapshotSchema.parse(snapshot)).toEqual((await getBookPageDraftState(page.id)).snapshot);
    const pages = await db.flipbookPage.count();
    expect(await db.contentVersion.count({ where: { entityType: "book-page" } })).toBe(pages);

    // Importing again changes no history of pages that have one; a page created now gets its own.
    await db.flipbookPage.delete({ where: { id: page.id } });
    await importPages(staticPagesInBookOrder(), preparePage, { id: null, name: "ada" });
    const recreated = await pageThree();
    expect(await db.contentVersion.count({ where: { entityType: "book-page" } })).toBe(pages + 1);
    expect(await listVersions("book-page", recreated.id)).toMatchObject([{ publishedByName: "ada" }]);
  });

  it("a book page cannot be unpublished: the book keeps all its pages", async () => {
    const page = await pageThree();
    await expect(unpublishBookPage(page.id)).rejects.toMatchObject({ status: 400 });
    await expect(unpublishBookPage(999_999)).rejects.toMatchObject({ status: 404 });
    expect(await publicPage(page.id)).toBeDefined();
  });

  it("publishes a scheduled book page at its time, never early", async () => {
    const page = await pageThree();
    const { snapshot } = await getBookPageDraftState(page.id);
    await saveBookPageDraft(page.id, withContent(snapshot, "<p>At dawn</p>"), editor);
    const at = new Date("2030-05-01T06:00:00Z");
    await setDraftSchedule("book-page", page.id, at, scheduler);

    expect(await publishDue(new Date(at.getTime() - 1000))).toEqual([]);
    expect((await publicPage(page.id)).content).not.toBe("<p>At dawn</p>");
    expect(await publishDue(at)).toEqual([{ entityType: "book-page", entityId: page.id, title: page.title }]);
    expect((await publicPage(page.id)).content).toBe("<p>At dawn</p>");
    const audit = await db.auditEntry.findFirst({
      where: { entityType: "book page", entityId: page.id, action: "publish" },
      orderBy: { id: "desc" },
    });
    expect(audit?.summary).toMatch(/scheduled time/);
  });
});
