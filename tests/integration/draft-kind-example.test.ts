// A new kind of content is a definition handed to defineDraftKind (docs/decisions/016): this one, a
// notice kept in a table of its own, gets drafts, publishing, versions, restore, the history of its
// live writes and the audit entry with nothing else written for it. Against the real test Postgres.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";

vi.mock("next/cache", () => ({ cacheTag: () => {}, cacheLife: () => {}, revalidateTag: () => {} }));

import { db } from "@/lib/db";
import { CACHE_TAGS } from "@/lib/cache";
import { carryFields } from "@/lib/data/carry-edits";
import { listVersions } from "@/lib/data/content";
import { defineDraftKind } from "@/lib/data/draft-kind";
import { listAuditEntries, recordAudit } from "@/lib/data/audit";
import { contentKindOf, publishedNote } from "@/lib/content/workflow";

// ---- the whole kind: its snapshot, how to read it from the live rows and how to write one back ----
const noticeSchema = z.object({ title: z.string().trim().min(1).max(200), body: z.string().max(5_000) });
type NoticeRow = { title: string; body: string; publishedAt: Date | null };

const noticeDrafts = defineDraftKind({
  type: "notice",
  schema: noticeSchema,
  notFound: "Notice not found.",
  lock: async (tx, ids) => {
    await tx.$queryRaw`SELECT id FROM "ExampleNotice" WHERE id = ANY(${ids}) ORDER BY id FOR UPDATE`;
  },
  live: async (tx, id) => {
    const [row] = await tx.$queryRaw<
      NoticeRow[]
    >`SELECT title, body, "publishedAt" FROM "ExampleNotice" WHERE id = ${id}`;
    if (!row) return null;
    const snapshot = { title: row.title, body: row.body };
    return { snapshot, onSite: row.publishedAt !== null, meta: { publishedAt: row.publishedAt } };
  },
  writeLive: async (tx, id, notice, { at }) => {
    await tx.$executeRaw`UPDATE "ExampleNotice" SET title = ${notice.title}, body = ${notice.body}, "publishedAt" = ${at} WHERE id = ${id}`;
  },
  unpublish: async (tx, id) => {
    await tx.$executeRaw`UPDATE "ExampleNotice" SET "publishedAt" = NULL WHERE id = ${id}`;
  },
  carry: (draft, before, after) => carryFields(draft, before, after, ["title", "body"]),
  tags: [CACHE_TAGS.booklets],
});
const notices = contentKindOf("notice", "editor", noticeDrafts);
// ---- end of the kind ----

const editor = { id: null, name: "edith" };
const live = async (id: number) => (await noticeDrafts.live(db, id))!;
let id = 0;

beforeAll(async () => {
  await db.$executeRaw`CREATE TABLE "ExampleNotice" (id serial PRIMARY KEY, title text NOT NULL, body text NOT NULL, "publishedAt" timestamptz)`;
  [{ id }] = await db.$queryRaw<
    { id: number }[]
  >`INSERT INTO "ExampleNotice" (title, body) VALUES ('Closed', 'Monday') RETURNING id`;
});
afterAll(async () => {
  await db.$executeRaw`DROP TABLE "ExampleNotice"`;
  await db.contentDraft.deleteMany({ where: { entityType: "notice" } });
  await db.contentVersion.deleteMany({ where: { entityType: "notice" } });
});

describe("an example kind defined in a few lines", () => {
  it("drafts beside the live row, publishes with a version and an audit entry, restores, keeps live writes", async () => {
    expect(await noticeDrafts.state(id)).toMatchObject({
      snapshot: { title: "Closed" },
      draft: null,
      publishedAt: null,
    });
    await notices.save(id, { title: "Closed on Monday", body: "Back on Tuesday" } as never, editor);
    expect((await live(id)).snapshot.title).toBe("Closed");
    expect(await noticeDrafts.state(id)).toMatchObject({
      snapshot: { title: "Closed on Monday" },
      draft: { updatedByName: "edith" },
    });

    const published = await notices.publish(id, { actor: editor, note: "First" });
    expect(published).toEqual({ title: "Closed on Monday" });
    expect(await live(id)).toMatchObject({ snapshot: { body: "Back on Tuesday" }, onSite: true });
    expect((await noticeDrafts.state(id)).draft).toBeNull();
    await recordAudit({ id: 1, username: "edith" }, publishedNote(notices, id, published.title, "First"));
    const audit = await listAuditEntries({ entityType: "notice", page: 1 });
    expect(audit.items[0]).toMatchObject({ action: "publish", summary: 'Published notice "Closed on Monday" (First)' });

    await notices.save(id, { title: "Open", body: "As usual" } as never, editor);
    await notices.publish(id, { actor: editor, note: "Second" });
    const versions = await listVersions("notice", id);
    expect(versions.map((version) => version.note)).toEqual(["Second", "First"]);
    await notices.restore(id, versions[1].id, editor);
    expect((await noticeDrafts.state(id)).snapshot).toEqual({ title: "Closed on Monday", body: "Back on Tuesday" });
    expect((await live(id)).snapshot.title).toBe("Open");

    // A live write through the kind's history runner keeps a version, and the draft keeps its own edit.
    const keeping = noticeDrafts.keeping(async () => [id], editor);
    await keeping((tx) => tx.$executeRaw`UPDATE "ExampleNotice" SET body = 'Changed live' WHERE id = ${id}`);
    expect((await listVersions("notice", id))[0].note).toBe("Changed through the API");
    expect((await noticeDrafts.state(id)).snapshot).toEqual({ title: "Closed on Monday", body: "Back on Tuesday" });

    await notices.unpublish(id);
    expect((await live(id)).onSite).toBe(false);
    await expect(notices.publish(9_999_999, { actor: editor, note: "" })).rejects.toMatchObject({ status: 404 });
  });
});
