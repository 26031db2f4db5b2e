import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import {
  createBooklet,
  createBookletPage,
  createBookletPopover,
  deleteBooklet,
  deleteBookletPage,
  deleteBookletPopover,
  getBookletPage,
  getPublicBooklet,
  listBookletPagePopovers,
  listBookletPages,
  countBooklets,
  countBookletsOnSite,
  listBookletSummaries,
  listStaffBookletSummaries,
  readBookletSummaries,
  reorderBookletPages,
  updateBooklet,
  updateBookletPage,
  updateBookletPopover,
} from "@/lib/data/booklets";
import { preparePage } from "@/lib/knowledge/indexing";
import { MAX_BOOKLETS, TOO_MANY_BOOKLETS } from "@/lib/validation/booklets";
import { CONTENT_LIMITS, TOO_MANY_PAGES, TOO_MANY_POPOVERS } from "@/lib/validation/content";

// Outside Next the cache directives are plain calls; the data underneath is what is tested here.
vi.mock("next/cache", () => ({ cacheTag: () => {}, cacheLife: () => {}, revalidateTag: () => {} }));

afterEach(async () => {
  await db.booklet.deleteMany();
});

const page = (title: string, content = "") => ({ title, content });

async function bookletWithPages(titles: string[]) {
  const booklet = await createBooklet({ title: "Test booklet", description: "", imageUrl: "" });
  // The page API edits the live rows of a booklet on the site (drafts: content-workflow.test.ts).
  await db.booklet.update({ where: { id: booklet.id }, data: { publishedAt: new Date() } });
  const pages = [];
  for (const title of titles) pages.push(await createBookletPage(booklet.id, page(title), preparePage));
  return { booklet, pages };
}

const positions = async (bookletId: number) => (await listBookletPages(bookletId)).map((p) => [p.title, p.position]);

describe("booklets", () => {
  it("stores empty description and image as null and counts pages as totalPages", async () => {
    const { booklet } = await bookletWithPages(["One", "Two"]);
    expect(booklet).toMatchObject({ description: null, imageUrl: null, totalPages: 0 });
    const [listed] = await listBookletSummaries();
    expect(listed).toMatchObject({ id: booklet.id, totalPages: 2 });

    const updated = await updateBooklet(booklet.id, { description: "About it", imageUrl: "/covers/a.webp" });
    expect(updated).toMatchObject({
      title: "Test booklet",
      description: "About it",
      imageUrl: "/covers/a.webp",
      totalPages: 2,
    });
  });

  it("lists a window of the newest booklets, never more than a site may hold", async () => {
    const made = [];
    for (const title of ["Oldest", "Middle", "Newest"]) made.push((await bookletWithPages([title])).booklet);
    await db.booklet.create({ data: { title: "Unpublished" } });
    const titles = (rows: { title: string }[]) => rows.map((row) => row.title);
    await Promise.all(
      made.map((booklet, i) =>
        db.booklet.update({ where: { id: booklet.id }, data: { title: ["Oldest", "Middle", "Newest"][i] } }),
      ),
    );
    expect(titles(await listBookletSummaries({ offset: 1, limit: 1 }))).toEqual(["Middle"]);
    expect(titles(await readBookletSummaries({ offset: 2, limit: 5 }))).toEqual(["Oldest"]);
    expect(titles(await readBookletSummaries({ limit: MAX_BOOKLETS + 1 }))).toHaveLength(3);
    expect(await countBookletsOnSite()).toBe(3);
    expect(await countBooklets()).toBe(4);
    const staff = await listStaffBookletSummaries({ limit: 2 });
    expect(titles(staff)).toEqual(["Unpublished", "Newest"]);
    expect(staff[0]).toMatchObject({ publishedAt: null, hasDraft: false });
  });

  it(`refuses a booklet past ${MAX_BOOKLETS} with 409, also when the last places are taken at once`, async () => {
    await db.booklet.createMany({
      data: Array.from({ length: MAX_BOOKLETS - 2 }, (_, i) => ({ title: `Filler ${i}` })),
    });
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, (_, i) => createBooklet({ title: `Racer ${i}`, description: "", imageUrl: "" })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(2);
    for (const result of results.filter((result) => result.status === "rejected"))
      expect(result.reason).toMatchObject({ status: 409, message: TOO_MANY_BOOKLETS });
    expect(await countBooklets()).toBe(MAX_BOOKLETS);
  });

  it("keeps positions 1..n when adding, reordering and deleting pages", async () => {
    const { booklet, pages } = await bookletWithPages(["A", "B", "C", "D"]);
    expect(await positions(booklet.id)).toEqual([
      ["A", 1],
      ["B", 2],
      ["C", 3],
      ["D", 4],
    ]);

    const [a, b, c, d] = pages.map((p) => p.id);
    await reorderBookletPages(booklet.id, [c, a, d, b]);
    expect(await positions(booklet.id)).toEqual([
      ["C", 1],
      ["A", 2],
      ["D", 3],
      ["B", 4],
    ]);

    await deleteBookletPage(a);
    expect(await positions(booklet.id)).toEqual([
      ["C", 1],
      ["D", 2],
      ["B", 3],
    ]);

    await createBookletPage(booklet.id, page("E"), preparePage);
    expect(await positions(booklet.id)).toEqual([
      ["C", 1],
      ["D", 2],
      ["B", 3],
      ["E", 4],
    ]);
  });

  it("refuses an order that does not list every page exactly once", async () => {
    const { booklet, pages } = await bookletWithPages(["A", "B"]);
    const other = await bookletWithPages(["X"]);
    await expect(reorderBookletPages(booklet.id, [pages[0].id])).rejects.toMatchObject({ status: 400 });
    await expect(reorderBookletPages(booklet.id, [pages[0].id, other.pages[0].id])).rejects.toMatchObject({
      status: 400,
    });
    expect(await positions(booklet.id)).toEqual([
      ["A", 1],
      ["B", 2],
    ]);
  });

  it("gives concurrent additions distinct, contiguous positions", async () => {
    const { booklet } = await bookletWithPages([]);
    await Promise.all(Array.from({ length: 6 }, (_, i) => createBookletPage(booklet.id, page(`P${i}`), preparePage)));
    const found = (await listBookletPages(booklet.id)).map((p) => p.position);
    expect(found).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("sanitises HTML on save and wraps plain text in paragraphs", async () => {
    const { booklet } = await bookletWithPages([]);
    const saved = await createBookletPage(
      booklet.id,
      {
        title: "Unsafe",
        content: `<h2 onclick="x()">Hi</h2><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="https://example.org/a.png" onerror="x()" alt="a"><a href="https://example.org" target="_blank">out</a>`,
      },
      preparePage,
    );
    expect(saved.content).toBe(
      `<h2>Hi</h2><a>x</a><img src="https://example.org/a.png" alt="a" /><a href="https://example.org" target="_blank" rel="noopener noreferrer">out</a>`,
    );

    const plain = await updateBookletPage(
      saved.id,
      { content: "First line\nsecond line\n\nNew & more < 3" },
      preparePage,
    );
    expect(plain.content).toBe("<p>First line<br />second line</p>\n<p>New &amp; more &lt; 3</p>");
  });

  it("sanitises stored HTML on read too: a row written past the sanitiser never comes back unsafe", async () => {
    const { booklet, pages } = await bookletWithPages(["Old"]);
    const unsafe = `<p onclick="x()">Hi</p><script>alert(1)</script>`;
    await db.bookletPage.update({ where: { id: pages[0].id }, data: { content: unsafe } });
    const popover = await createBookletPopover(pages[0].id, { title: "Note", content: "x" });
    await db.bookletPagePopover.update({ where: { id: popover.id }, data: { content: unsafe } });
    for (const content of [
      (await listBookletPages(booklet.id))[0].content,
      (await getBookletPage(pages[0].id)).content,
      (await listBookletPagePopovers(pages[0].id))[0].content,
      (await getPublicBooklet(booklet.id))!.pages[0].content,
    ]) {
      expect(content).toBe("<p>Hi</p>");
    }
  });

  it("adds, edits and removes popovers only on their own page", async () => {
    const { pages } = await bookletWithPages(["A", "B"]);
    const popover = await createBookletPopover(pages[0].id, { title: "Note", content: "Read John 3:16" });
    expect(popover).toMatchObject({ pageId: pages[0].id, title: "Note", content: "<p>Read John 3:16</p>" });

    await expect(updateBookletPopover(pages[1].id, popover.id, { title: "Moved?" })).rejects.toMatchObject({
      status: 404,
    });
    await expect(deleteBookletPopover(pages[1].id, popover.id)).rejects.toMatchObject({ status: 404 });
    expect(await updateBookletPopover(pages[0].id, popover.id, { title: "Renamed" })).toMatchObject({
      title: "Renamed",
    });

    await deleteBookletPopover(pages[0].id, popover.id);
    expect(await listBookletPagePopovers(pages[0].id)).toEqual([]);
    await expect(listBookletPagePopovers(999_999)).rejects.toMatchObject({ status: 404 });
    await expect(createBookletPopover(999_999, { title: "t", content: "c" })).rejects.toMatchObject({ status: 404 });
  });

  it("refuses a page's popover past the limit and a booklet's page past the limit, also when they come at once", async () => {
    const { booklet, pages } = await bookletWithPages(["A"]);
    const full = CONTENT_LIMITS.popoversPerPage - 2;
    await db.bookletPagePopover.createMany({
      data: Array.from({ length: full }, (_, i) => ({ pageId: pages[0].id, title: `P${i}`, content: "<p>x</p>" })),
    });
    const added = await Promise.allSettled(
      [1, 2, 3, 4].map((n) => createBookletPopover(pages[0].id, { title: `Late ${n}`, content: "y" })),
    );
    expect(added.filter((result) => result.status === "fulfilled")).toHaveLength(2);
    for (const result of added.filter((result) => result.status === "rejected"))
      expect(result.reason).toMatchObject({ status: 400, message: TOO_MANY_POPOVERS });
    expect(await db.bookletPagePopover.count({ where: { pageId: pages[0].id } })).toBe(CONTENT_LIMITS.popoversPerPage);

    await db.bookletPage.createMany({
      data: Array.from({ length: CONTENT_LIMITS.pages - 1 }, (_, i) => ({
        bookletId: booklet.id,
        position: i + 2,
        title: `Page ${i + 2}`,
        content: "",
      })),
    });
    await expect(createBookletPage(booklet.id, page("One too many"), preparePage)).rejects.toMatchObject({
      status: 400,
      message: TOO_MANY_PAGES,
    });
  });

  it("deleting a booklet removes its pages, popovers and knowledge chunks and leaves other booklets alone", async () => {
    const doomed = await bookletWithPages(["A", "B"]);
    const kept = await bookletWithPages(["K"]);
    for (const p of [...doomed.pages, ...kept.pages]) await createBookletPopover(p.id, { title: "Note", content: "c" });
    await db.knowledgeChunk.create({
      data: { source: "booklet_page", bookletPageId: doomed.pages[0].id, ordinal: 0, content: "chunk" },
    });

    await deleteBooklet(doomed.booklet.id, { role: "admin" });

    const pageIds = doomed.pages.map((p) => p.id);
    expect(await db.booklet.count({ where: { id: doomed.booklet.id } })).toBe(0);
    expect(await db.bookletPage.count({ where: { id: { in: pageIds } } })).toBe(0);
    expect(await db.bookletPagePopover.count({ where: { pageId: { in: pageIds } } })).toBe(0);
    expect(await db.knowledgeChunk.count({ where: { bookletPageId: { in: pageIds } } })).toBe(0);
    // No orphans anywhere, and the other booklet is intact.
    const orphans = await db.$queryRaw<{ n: number }[]>`
      SELECT (SELECT count(*) FROM "BookletPage" p WHERE NOT EXISTS (SELECT 1 FROM "Booklet" b WHERE b.id = p."bookletId"))::int
           + (SELECT count(*) FROM "BookletPagePopover" o WHERE NOT EXISTS (SELECT 1 FROM "BookletPage" p WHERE p.id = o."pageId"))::int AS n`;
    expect(orphans[0].n).toBe(0);
    expect(await db.bookletPagePopover.count({ where: { pageId: kept.pages[0].id } })).toBe(1);

    await expect(deleteBooklet(doomed.booklet.id, { role: "admin" })).rejects.toMatchObject({ status: 404 });
  });

  it("gives the reader pages in order with their popovers, and null for a missing booklet", async () => {
    const { booklet, pages } = await bookletWithPages(["A", "B"]);
    await reorderBookletPages(booklet.id, [pages[1].id, pages[0].id]);
    await createBookletPopover(pages[0].id, { title: "Note", content: "c" });
    const read = await getPublicBooklet(booklet.id);
    expect(read?.totalPages).toBe(2);
    expect(read?.pages.map((p) => [p.title, p.popovers.length])).toEqual([
      ["B", 0],
      ["A", 1],
    ]);
    expect(await getPublicBooklet(999_999)).toBeNull();
  });
});
