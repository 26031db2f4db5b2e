import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import {
  applyPageMapping,
  findPagesByNumber,
  getPage,
  importPages,
  listPages,
  pointPagesAtImages,
  readBook,
  updatePageContent,
} from "@/lib/data/flipbook";
import { createPopover, deletePopover, findVerseImage, listPopovers } from "@/lib/data/popovers";
import { STATIC_READER_PAGES, staticPagesInBookOrder } from "@/lib/book/static-reader";
import { EMPTY_PAGE_PLACEHOLDER } from "@/lib/book/saving";
import { popoverCreateSchema } from "@/lib/validation/flipbook";
import { preparePage } from "@/lib/knowledge/indexing";

const reset = async () => {
  await db.flipbookPage.deleteMany();
  await db.document.deleteMany();
};

beforeEach(async () => {
  await reset();
  await importPages(staticPagesInBookOrder(), preparePage);
});
afterAll(reset);

const pageByNumber = async (n: number) => (await findPagesByNumber(n))[0];

describe("book pages", () => {
  it("reset-and-import gives 21 pages in order with their images, keeping ids and popovers", async () => {
    const pages = await listPages();
    expect(pages.map((p) => p.pageNumber)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(pages[6].imageUrl).toBe("/assets/images/page-7.webp");

    const page = await pageByNumber(5);
    await createPopover(popoverCreateSchema.parse({ title: "Kept", content: "x", pageId: page.id }));
    await updatePageContent(page.id, "<p>Edited</p>", preparePage);
    await db.flipbookPage.create({ data: { pageNumber: 22, title: "Extra", content: "<p>x</p>" } });

    expect(await importPages(staticPagesInBookOrder(), preparePage)).toBe(21);
    const again = await pageByNumber(5);
    expect(again.id).toBe(page.id);
    expect(again.content).toBe(STATIC_READER_PAGES[4].content);
    expect(await listPopovers(page.id)).toHaveLength(1);
    expect(await db.flipbookPage.count()).toBe(21);
  });

  it("saves with the saving rules and sanitises", async () => {
    const page = await pageByNumber(2);
    expect((await updatePageContent(page.id, "", preparePage)).content).toBe(EMPTY_PAGE_PLACEHOLDER);
    expect((await updatePageContent(page.id, "Just words", preparePage)).content).toBe("<p>Just words</p>");
    expect((await updatePageContent(page.id, "```html\n<p onclick='x()'>Hi</p>\n```", preparePage)).content).toBe(
      "<p>Hi</p>",
    );
    await expect(updatePageContent(999999, "x", preparePage)).rejects.toMatchObject({ code: "P2025" });
  });

  it("sanitises stored HTML on the way out too", async () => {
    const page = await pageByNumber(3);
    await db.flipbookPage.update({ where: { id: page.id }, data: { content: `<p>ok</p><script>alert(1)</script>` } });
    expect((await getPage(page.id))?.content).toBe("<p>ok</p>");
  });

  it("update-images points every page at its image", async () => {
    await db.flipbookPage.updateMany({ data: { imageUrl: null } });
    expect(await pointPagesAtImages()).toBe(21);
    expect((await pageByNumber(21)).imageUrl).toBe("/assets/images/page-21.webp");
  });

  it("fix-page-mapping puts swapped pages back and reports how many changed", async () => {
    const four = await pageByNumber(4);
    const nine = await pageByNumber(9);
    await db.$transaction([
      db.flipbookPage.update({ where: { id: four.id }, data: { pageNumber: -1 } }),
      db.flipbookPage.update({ where: { id: nine.id }, data: { pageNumber: 4 } }),
      db.flipbookPage.update({ where: { id: four.id }, data: { pageNumber: 9 } }),
    ]);
    expect(await applyPageMapping(STATIC_READER_PAGES)).toBe(2);
    expect((await pageByNumber(4)).id).toBe(four.id);
    expect((await pageByNumber(9)).id).toBe(nine.id);
    expect(await applyPageMapping(STATIC_READER_PAGES)).toBe(0);
  });
});

describe("popovers", () => {
  it("creates, lists with the book and deletes", async () => {
    const page = await pageByNumber(10);
    const popover = await createPopover(
      popoverCreateSchema.parse({
        title: "Note",
        content: "<p>See John 3:16<script>x</script></p>",
        linkedText: "new birth",
        highlightColor: "green",
        pageId: page.id,
      }),
    );
    expect(popover).toMatchObject({
      title: "Note",
      content: "<p>See John 3:16</p>",
      linkType: "text",
      highlightColor: "green",
      position: { x: 50, y: 50 },
    });
    const book = await readBook();
    expect(book.find((p) => p.id === page.id)?.popovers.map((p) => p.id)).toEqual([popover.id]);
    await deletePopover(popover.id);
    expect(await listPopovers(page.id)).toEqual([]);
    await expect(deletePopover(popover.id)).rejects.toMatchObject({ code: "P2025" });
  });

  it("refuses a popover for a page that does not exist", async () => {
    await expect(
      createPopover(popoverCreateSchema.parse({ title: "x", content: "y", pageId: 999999 })),
    ).rejects.toMatchObject({ status: 404 });
    await expect(listPopovers(999999)).rejects.toMatchObject({ status: 404 });
  });
});

describe("verse images", () => {
  it("finds an image document titled with the reference first, then a bundled image", async () => {
    expect(await findVerseImage("john316")).toBe("/assets/images/verses/john316.webp");
    expect(await findVerseImage("romans828")).toBeNull();
    const doc = await db.document.create({
      data: {
        title: "Romans 8:28",
        documentType: "png",
        mimeType: "image/png",
        size: 1,
        originalName: "r.png",
        storageKey: `test/${Date.now()}.png`,
      },
    });
    expect(await findVerseImage("romans828")).toBe(`/api/documents/${doc.id}/download`);
  });
});
