import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { createBooklet, createBookletPage, deleteBooklet, listBookletPages, updateBooklet } from "@/lib/data/booklets";
import { keepingBookletHistory } from "@/lib/data/booklet-drafts";
import type { Actor } from "@/lib/data/content";
import { preparePage } from "@/lib/knowledge/indexing";

// "Only admins publish" in the data layer (decision 011): the spec's live booklet writes check it
// under the booklet's lock when the booklet is on the site; drafts and unpublished booklets are free.
vi.mock("next/cache", () => ({ cacheTag: () => {}, cacheLife: () => {}, revalidateTag: () => {} }));

const EDITOR: Actor = { id: null, name: "editor", role: "editor" };
const ADMIN: Actor = { id: null, name: "admin", role: "admin" };
const SYSTEM: Actor = { id: null, name: "System" };

async function restrict(on: boolean) {
  await db.setting.upsert({
    where: { name: "publishing_restricted_to_admins" },
    create: {
      name: "publishing_restricted_to_admins",
      displayName: "Only admins publish",
      value: String(on),
      type: "boolean",
    },
    update: { value: String(on) },
  });
}

async function booklet({ published }: { published: boolean }) {
  const { id } = await createBooklet({ title: "Restricted", description: "", imageUrl: "" });
  await createBookletPage(id, { title: "One", content: "<p>One</p>" }, preparePage);
  if (published) await db.booklet.update({ where: { id }, data: { publishedAt: new Date() } });
  return id;
}

const rename = (id: number, actor: Actor) =>
  updateBooklet(id, { title: `Renamed by ${actor.name}` }, keepingBookletHistory({ bookletId: id }, actor));

afterEach(async () => {
  await restrict(false);
  await db.booklet.deleteMany();
});

describe("publishing restricted to admins", () => {
  it("refuses an editor's live change and deletion of a booklet on the site, changing nothing", async () => {
    await restrict(true);
    const id = await booklet({ published: true });
    await expect(rename(id, EDITOR)).rejects.toMatchObject({ status: 403 });
    const pageId = (await listBookletPages(id))[0].id;
    await expect(
      keepingBookletHistory(
        { pageId },
        EDITOR,
      )((tx) => tx.bookletPage.update({ where: { id: pageId }, data: { title: "x" } })),
    ).rejects.toMatchObject({ status: 403 });
    await expect(deleteBooklet(id, EDITOR)).rejects.toMatchObject({ status: 403 });
    expect(await db.booklet.findUnique({ where: { id }, select: { title: true } })).toEqual({ title: "Restricted" });
    expect((await listBookletPages(id))[0].title).toBe("One");
  });

  it("lets an admin, and the system (scheduler, seed), change it", async () => {
    await restrict(true);
    const id = await booklet({ published: true });
    await expect(rename(id, ADMIN)).resolves.toMatchObject({ title: "Renamed by admin" });
    await expect(rename(id, SYSTEM)).resolves.toMatchObject({ title: "Renamed by System" });
    await deleteBooklet(id, ADMIN);
    expect(await db.booklet.count({ where: { id } })).toBe(0);
  });

  it("leaves an unpublished booklet to editors, and everything to editors when the setting is off", async () => {
    await restrict(true);
    const draft = await booklet({ published: false });
    await expect(rename(draft, EDITOR)).resolves.toMatchObject({ title: "Renamed by editor" });
    await deleteBooklet(draft, EDITOR);
    await restrict(false);
    const live = await booklet({ published: true });
    await expect(rename(live, EDITOR)).resolves.toMatchObject({ title: "Renamed by editor" });
    await deleteBooklet(live, EDITOR);
  });
});
