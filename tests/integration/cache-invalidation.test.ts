// The lib/data function that writes the rows expires their public cache tags (docs/decisions/013):
// every booklet and book write and every publish, whoever calls it, against the real test Postgres.
import pg from "pg";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

const revalidateTag = vi.fn();
vi.mock("next/cache", () => ({
  cacheTag: () => {},
  cacheLife: () => {},
  revalidateTag: (...args: unknown[]) => revalidateTag(...args),
}));

import { db } from "@/lib/db";
import { invalidate } from "@/lib/cache";
import {
  createBooklet,
  createBookletPage,
  createBookletPopover,
  deleteBooklet,
  deleteBookletPage,
  deleteBookletPopover,
  reorderBookletPages,
  updateBooklet,
  updateBookletPage,
  updateBookletPopover,
} from "@/lib/data/booklets";
import { publishBooklet, unpublishBooklet } from "@/lib/data/booklet-drafts";
import {
  applyPageMapping,
  findPagesByNumber,
  importPages,
  pointPagesAtImages,
  updatePageContent,
} from "@/lib/data/flipbook";
import { createPopover, deletePopover } from "@/lib/data/popovers";
import { publishBookPage } from "@/lib/data/flipbook-drafts";
import { publishSiteTexts } from "@/lib/data/settings-drafts";
import { STATIC_READER_PAGES, staticPagesInBookOrder } from "@/lib/book/static-reader";
import { preparePage } from "@/lib/knowledge/indexing";
import { SITE_TEXTS_ID } from "@/lib/validation/content";
import { popoverCreateSchema } from "@/lib/validation/flipbook";

const actor = { id: null, name: "tester" };

/** The tags `write` expired, in order. */
async function expiredBy(write: () => Promise<unknown>): Promise<string[]> {
  revalidateTag.mockClear();
  await write();
  return revalidateTag.mock.calls.map(([tag, profile]) => {
    expect(profile).toEqual({ expire: 0 });
    return tag as string;
  });
}

const reset = async () => {
  await db.booklet.deleteMany();
  await db.flipbookPage.deleteMany();
  await db.contentDraft.deleteMany();
  await db.contentVersion.deleteMany();
};
beforeEach(reset);
afterAll(reset);

describe("cache invalidation by the data layer", () => {
  it("every booklet write and publish expires the booklets", async () => {
    let id = 0;
    let page = 0;
    let second = 0;
    let popover = 0;
    const writes: [string, () => Promise<unknown>][] = [
      ["create", async () => (id = (await createBooklet({ title: "B", description: "", imageUrl: "" })).id)],
      ["update", () => updateBooklet(id, { title: "B2" })],
      ["add page", async () => (page = (await createBookletPage(id, { title: "P", content: "x" }, preparePage)).id)],
      ["add page", async () => (second = (await createBookletPage(id, { title: "Q", content: "y" }, preparePage)).id)],
      ["edit page", () => updateBookletPage(page, { content: "z" }, preparePage)],
      ["reorder", () => reorderBookletPages(id, [second, page])],
      ["add popover", async () => (popover = (await createBookletPopover(page, { title: "N", content: "n" })).id)],
      ["edit popover", () => updateBookletPopover(page, popover, { title: "N2" })],
      ["delete popover", () => deleteBookletPopover(page, popover)],
      ["delete page", () => deleteBookletPage(second)],
      ["publish", () => publishBooklet(id, { actor, note: "", prepare: preparePage })],
      ["unpublish", () => unpublishBooklet(id)],
      ["delete", () => deleteBooklet(id, { role: "admin" })],
    ];
    for (const [name, write] of writes) expect([name, await expiredBy(write)]).toEqual([name, ["booklets"]]);
  });

  it("a write that fails expires nothing", async () => {
    expect(await expiredBy(() => deleteBookletPopover(999_999, 999_999).catch(() => null))).toEqual([]);
  });

  it("every book write and publish expires the book; the public texts' publish expires the settings", async () => {
    expect(await expiredBy(() => importPages(staticPagesInBookOrder(), preparePage))).toEqual(["flipbook"]);
    const page = (await findPagesByNumber(3))[0];
    let popover = 0;
    const writes: [string, () => Promise<unknown>][] = [
      ["update-images", () => pointPagesAtImages()],
      ["edit page", () => updatePageContent(page.id, "<p>Changed</p>", preparePage)],
      [
        "add popover",
        async () =>
          (popover = (await createPopover(popoverCreateSchema.parse({ title: "N", content: "n", pageId: page.id })))
            .id),
      ],
      ["delete popover", () => deletePopover(popover)],
      ["publish", () => publishBookPage(page.id, { actor, note: "", prepare: preparePage })],
    ];
    for (const [name, write] of writes) expect([name, await expiredBy(write)]).toEqual([name, ["flipbook"]]);
    // The mapping already holds: nothing changed, nothing to expire.
    expect(await expiredBy(() => applyPageMapping(STATIC_READER_PAGES))).toEqual([]);
    expect(await expiredBy(() => publishSiteTexts(SITE_TEXTS_ID, { actor, note: "" }))).toEqual(["settings"]);
  });

  it("outside a request (the scheduler), the tags go to every instance through the cache handler's channel", async () => {
    const listener = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await listener.connect();
    try {
      const received = new Promise<string>((resolve) => listener.on("notification", (m) => resolve(m.payload ?? "")));
      await listener.query("LISTEN next_cache_tags");
      revalidateTag.mockImplementationOnce(() => {
        throw new Error("Invariant: static generation store missing in revalidateTag booklets");
      });
      await invalidate("booklets");
      expect(JSON.parse(await received)).toMatchObject({ tags: ["booklets"], durations: null });
    } finally {
      await listener.end();
    }
  });
});
