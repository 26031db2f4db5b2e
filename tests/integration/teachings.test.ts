// Teachings through the generic content workflow (docs/decisions/016 and 018): drafts stay off the
// site, publishing parses the scripture and measures the audio, scheduling publishes at its time,
// and the public reads filter by series, speaker and book. Against the real test Postgres.
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ cacheTag: () => {}, cacheLife: () => {}, revalidateTag: () => {} }));

import { db } from "@/lib/db";
import { storage } from "@/lib/storage";
import { listVersions, setDraftSchedule } from "@/lib/data/content";
import { publishDue } from "@/lib/content/scheduler";
import { CONTENT_KINDS } from "@/lib/content/workflow";
import { SLUG_TAKEN, teachingDrafts, UNREADABLE_SCRIPTURE } from "@/lib/data/teaching-drafts";
import {
  createTeaching,
  deleteTeaching,
  getPublishedTeaching,
  listFeedTeachings,
  listPublishedTeachings,
  listPublishedTeachingSlugs,
  listPublishedTeachingTexts,
  listStaffTeachings,
  listTeachingBooks,
} from "@/lib/data/teachings";
import {
  createTeachingListItem,
  deleteTeachingListItem,
  listTeachingListItems,
  updateTeachingListItem,
} from "@/lib/data/teaching-lists";
import {
  MAX_TEACHING_LIST_ITEMS,
  MAX_TEACHINGS,
  teachingSnapshotSchema,
  TOO_MANY_TEACHINGS,
  type TeachingSnapshotInput,
} from "@/lib/validation/teachings";
import { schedulingAdmin } from "@/tests/support/scheduling-admin";

const scheduler = schedulingAdmin("grace");
const editor = { id: null, name: "edith" };
const kind = CONTENT_KINDS.teaching;
const audioName = `${randomUUID()}.mp3`;
const audioBytes = new Uint8Array(4321).fill(7);

afterEach(async () => {
  await db.teaching.deleteMany();
  await db.speaker.deleteMany();
  await db.teachingSeries.deleteMany();
  await db.contentDraft.deleteMany({ where: { entityType: "teaching" } });
  await db.contentVersion.deleteMany({ where: { entityType: "teaching" } });
});
afterAll(async () => {
  await storage().delete(`book-files/${audioName}`);
});

const snapshot = (values: Partial<TeachingSnapshotInput> & { title: string; slug: string }) =>
  teachingSnapshotSchema.parse({ date: "2026-11-01", ...values });

async function setUp() {
  const speaker = await createTeachingListItem("speaker", {
    name: "Ann Preacher",
    slug: "ann",
    description: "",
    imageUrl: null,
  });
  const series = await createTeachingListItem("series", {
    name: "Gospel of John",
    slug: "john",
    description: "",
    imageUrl: null,
  });
  return { speaker, series };
}

describe("a teaching in the content workflow", () => {
  it("stays off the site as a draft, then publishes with its passages, its audio's size and a version", async () => {
    const { speaker, series } = await setUp();
    await storage().put(`book-files/${audioName}`, audioBytes, "audio/mpeg");
    const { id } = await createTeaching({ title: "Born again", slug: "born-again", date: "2026-11-01" });

    await kind.save(
      id,
      snapshot({
        title: "Born again",
        slug: "born-again",
        speakerId: speaker.id,
        seriesId: series.id,
        scripture: "Juan 3:16-21",
        notes: "<p>God so loved the world.</p><script>alert(1)</script>",
        audioUrl: `/api/upload/files/${audioName}`,
      }) as never,
      editor,
    );
    const state = await teachingDrafts.state(id);
    expect(state.snapshot.notes).toBe("<p>God so loved the world.</p>");
    expect(await listPublishedTeachings()).toEqual([]);
    expect(await getPublishedTeaching("born-again")).toBeNull();
    expect(await listFeedTeachings()).toEqual([]);
    expect((await listStaffTeachings())[0]).toMatchObject({ id, hasDraft: true, publishedAt: null });

    await kind.publish(id, { actor: editor, note: "First" });
    const published = await getPublishedTeaching("born-again");
    expect(published).toMatchObject({
      title: "Born again",
      passages: ["John.3.16-John.3.21"],
      speaker: { name: "Ann Preacher", slug: "ann" },
      series: { name: "Gospel of John", slug: "john" },
      audioSize: 4321,
      audioType: "audio/mpeg",
      hasAudio: true,
      previous: null,
      next: null,
    });
    expect((await listVersions("teaching", id)).map((version) => version.note)).toEqual(["First"]);
    expect(await listTeachingBooks()).toEqual(["John"]);
    expect((await listFeedTeachings("john")).map((teaching) => teaching.audioSize)).toEqual([4321]);

    // A row written by hand, a migration or a restore is sanitised on the way out too (security review 5, L1).
    await db.teaching.update({ where: { id }, data: { notes: "<p>n</p><img src=x onerror=alert(1)>" } });
    expect((await getPublishedTeaching("born-again"))?.notes).toBe('<p>n</p><img src="x" />');
    // The feed prints no notes, so it never reads them (security review 7, H1: 300 long notes held the server 15 s).
    expect(Object.keys((await listFeedTeachings("john"))[0])).not.toContain("notes");

    await kind.unpublish(id);
    expect(await getPublishedTeaching("born-again")).toBeNull();
    await deleteTeaching(id, { role: "editor" });
    expect(await db.contentVersion.count({ where: { entityType: "teaching", entityId: id } })).toBe(0);
  });

  it("refuses scripture it cannot read, audio that is not an upload here, and a missing audio file", async () => {
    const { id } = await createTeaching({ title: "Odd", slug: "odd", date: "2026-11-01" });
    await expect(
      kind.save(id, snapshot({ title: "Odd", slug: "odd", scripture: "somewhere in the middle" }) as never, editor),
    ).rejects.toMatchObject({ status: 400, message: UNREADABLE_SCRIPTURE });
    // Notes within the limit that cleaning lengthens past it ("&" → "&amp;") are refused, never stored unreadable.
    await expect(
      kind.save(id, snapshot({ title: "Odd", slug: "odd", notes: "&".repeat(190_000) }) as never, editor),
    ).rejects.toMatchObject({ status: 400, message: "The notes are too long" });
    expect((await teachingDrafts.state(id)).draft).toBeNull();
    expect(() => snapshot({ title: "Odd", slug: "odd", audioUrl: "https://example.org/evil.mp3" })).toThrow(
      /Upload the audio file here/,
    );
    expect(() => snapshot({ title: "Odd", slug: "odd", videoUrl: "javascript:alert(1)" })).toThrow(
      /YouTube or Google Drive/,
    );
    await kind.save(
      id,
      snapshot({ title: "Odd", slug: "odd", audioUrl: `/api/upload/files/${randomUUID()}.mp3` }) as never,
      editor,
    );
    await expect(kind.publish(id, { actor: editor, note: "" })).rejects.toMatchObject({ status: 400 });
    expect(await getPublishedTeaching("odd")).toBeNull();
  });

  it("publishes a scheduled draft when its time comes, as the person who saved it", async () => {
    const { id } = await createTeaching({ title: "Later", slug: "later", date: "2026-11-02" });
    await kind.save(id, snapshot({ title: "Later", slug: "later", scripture: "Rom 8" }) as never, editor);
    await setDraftSchedule("teaching", id, new Date(Date.now() + 60_000), scheduler);
    await publishDue(new Date());
    expect(await getPublishedTeaching("later")).toBeNull();
    await publishDue(new Date(Date.now() + 120_000));
    expect(await getPublishedTeaching("later")).toMatchObject({ title: "Later", passages: ["Rom.8"] });
  });

  it("lists teachings newest first, filtered by series, speaker, book and video, with series neighbours", async () => {
    const { speaker, series } = await setUp();
    const publish = async (title: string, date: string, values: Partial<TeachingSnapshotInput>) => {
      const slug = title.toLowerCase().replace(/\s+/g, "-");
      const { id } = await createTeaching({ title, slug, date });
      await kind.save(id, snapshot({ title, slug, date, ...values }) as never, editor);
      await kind.publish(id, { actor: editor, note: "" });
    };
    await publish("First in series", "2026-10-01", { seriesId: series.id, scripture: "John 1:1" });
    await publish("Second in series", "2026-10-08", { seriesId: series.id, speakerId: speaker.id, scripture: "Gen 1" });
    await publish("Third in series", "2026-10-15", { seriesId: series.id, scripture: "John 2" });
    await publish("On its own", "2026-10-20", {
      speakerId: speaker.id,
      scripture: "Psalm 23",
      videoUrl: "https://youtu.be/dQw4w9WgXcQ",
    });
    const draftOnly = await createTeaching({ title: "Never published", slug: "never", date: "2026-12-01" });

    const titles = async (filters: Parameters<typeof listPublishedTeachings>[0]) =>
      (await listPublishedTeachings(filters)).map((teaching) => teaching.title);
    expect(await titles({})).toEqual(["On its own", "Third in series", "Second in series", "First in series"]);
    expect(await titles({ series: "john" })).toEqual(["Third in series", "Second in series", "First in series"]);
    expect(await titles({ speaker: "ann" })).toEqual(["On its own", "Second in series"]);
    expect(await titles({ book: "John" })).toEqual(["Third in series", "First in series"]);
    expect(await titles({ book: "Gen", speaker: "ann" })).toEqual(["Second in series"]);
    expect(await titles({ series: "nothing" })).toEqual([]);
    // /videos lists those with a video; the book filter offers the books in the Bible's order.
    expect(await titles({ withVideo: true })).toEqual(["On its own"]);
    expect(await listTeachingBooks()).toEqual(["Gen", "Ps", "John"]);

    expect(await getPublishedTeaching("second-in-series")).toMatchObject({
      previous: { slug: "first-in-series" },
      next: { slug: "third-in-series" },
    });
    expect(await getPublishedTeaching("never")).toBeNull();
    expect((await listTeachingListItems("speaker")).find((item) => item.slug === "ann")?.teachings).toBe(2);

    // A speaker deleted leaves its teachings, without it.
    await deleteTeachingListItem("speaker", speaker.id);
    expect((await getPublishedTeaching("on-its-own"))?.speaker).toBeNull();
    expect(draftOnly.publishedAt).toBeNull();
  });

  it("offers the published teachings' titles, summaries and notes to translate, read in one query", async () => {
    const { listSiteContent } = await import("@/lib/translation/site-content");
    for (const n of [1, 2, 3]) {
      const title = `Teaching ${n}`;
      const slug = `teaching-${n}`;
      const { id } = await createTeaching({ title, slug, date: "2026-10-01" });
      const notes = `<p>Notes ${n}</p><script>alert(${n})</script>`;
      await kind.save(id, snapshot({ title, slug, summary: `Summary ${n}`, notes }) as never, editor);
      await kind.publish(id, { actor: editor, note: "" });
    }
    await createTeaching({ title: "Never published", slug: "never", date: "2026-12-01" });
    const reads = vi.spyOn(db.teaching, "findFirst");
    try {
      const texts = (await listSiteContent("teachings")).map((item) => item.sourceText);
      expect(texts).toEqual(
        expect.arrayContaining(["Teaching 3", "Summary 3", "<p>Notes 3</p>", "Teaching 1", "<p>Notes 1</p>"]),
      );
      expect(texts.join(" ")).not.toMatch(/Never published|alert/);
      // One teaching read per teaching (and two for its neighbours) made the first translation after a change wait seconds.
      expect(reads).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
  });

  it("gives the slug's own 409 when several teachings are published to one slug at once", async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) {
      const { id } = await createTeaching({ title: `Racer ${i}`, slug: `racer-${i}`, date: "2026-11-01" });
      await kind.save(id, snapshot({ title: `Racer ${i}`, slug: "same" }) as never, editor);
      ids.push(id);
    }
    const results = await Promise.allSettled(ids.map((id) => kind.publish(id, { actor: editor, note: "" })));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results.filter((result) => result.status === "rejected"))
      expect(result.reason).toMatchObject({ status: 409, errors: { slug: [SLUG_TAKEN] } });
  });

  it("refuses a slug another teaching has, at creation and at publish", async () => {
    await createTeaching({ title: "One", slug: "same", date: "2026-11-01" });
    await expect(createTeaching({ title: "Two", slug: "same", date: "2026-11-01" })).rejects.toMatchObject({
      status: 409,
    });
    const { id } = await createTeaching({ title: "Two", slug: "other", date: "2026-11-01" });
    await kind.save(id, snapshot({ title: "Two", slug: "same" }) as never, editor);
    await expect(kind.publish(id, { actor: editor, note: "" })).rejects.toMatchObject({ status: 409 });
  });
});

describe("a site's bounds on teachings", () => {
  const table = (list: "speaker" | "series") =>
    list === "speaker" ? db.speaker : (db.teachingSeries as unknown as typeof db.speaker);
  const published = (n: number) =>
    db.teaching.createMany({
      data: Array.from({ length: n }, (_, i) => ({
        title: `Published ${i}`,
        slug: `published-${i}`,
        date: new Date(Date.UTC(2020, 0, 1 + i)),
        notes: `<p>Notes ${i}</p>`,
        publishedAt: new Date(),
      })),
    });

  it(`refuses a teaching past ${MAX_TEACHINGS} with 409, also when the last places are taken at once`, async () => {
    // One statement: Prisma's createMany sends this many rows as batches at once on one connection.
    await db.$executeRaw`
      INSERT INTO "Teaching" (title, slug, date, "updatedAt")
      SELECT 'Filler ' || n, 'filler-' || n, DATE '2020-01-01', now() FROM generate_series(1, ${MAX_TEACHINGS - 2}) AS n`;
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, (_, i) =>
        createTeaching({ title: `Racer ${i}`, slug: `racer-${i}`, date: "2026-11-01" }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(2);
    for (const result of results.filter((result) => result.status === "rejected"))
      expect(result.reason).toMatchObject({ status: 409, message: TOO_MANY_TEACHINGS });
    expect(await db.teaching.count()).toBe(MAX_TEACHINGS);
    // A store past the cap (restored, or made by SQL) still lists no more than the cap to staff.
    await db.teaching.create({ data: { title: "Past the cap", slug: "past-the-cap", date: new Date("2030-01-01") } });
    const staff = await listStaffTeachings();
    expect(staff).toHaveLength(MAX_TEACHINGS);
    expect(staff[0].title).toBe("Past the cap");
  });

  it.each(["speaker", "series"] as const)(
    `refuses a %s past ${MAX_TEACHING_LIST_ITEMS} with 409, also when the last places are taken at once`,
    async (list) => {
      const rows = Array.from({ length: MAX_TEACHING_LIST_ITEMS - 2 }, (_, i) => ({
        name: `Filler ${i}`,
        slug: `f-${i}`,
      }));
      await table(list).createMany({ data: rows });
      const results = await Promise.allSettled(
        Array.from({ length: 4 }, (_, i) =>
          createTeachingListItem(list, { name: `Racer ${i}`, slug: `racer-${i}`, description: "", imageUrl: null }),
        ),
      );
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(2);
      for (const result of results.filter((result) => result.status === "rejected"))
        expect(result.reason).toMatchObject({
          status: 409,
          message: expect.stringMatching(/^A site holds at most 500 /),
        });
      expect(await listTeachingListItems(list)).toHaveLength(MAX_TEACHING_LIST_ITEMS);
      await table(list).create({ data: { name: "Past the cap", slug: "past-the-cap" } });
      expect(await listTeachingListItems(list)).toHaveLength(MAX_TEACHING_LIST_ITEMS);
    },
  );

  it.each(["speaker", "series"] as const)(
    "gives the slug's own 409 when several %s are renamed to one slug at once",
    async (list) => {
      const rows = [];
      for (let i = 0; i < 10; i++)
        rows.push(
          await createTeachingListItem(list, { name: `Item ${i}`, slug: `item-${i}`, description: "", imageUrl: null }),
        );
      const results = await Promise.allSettled(
        rows.map((row) => updateTeachingListItem(list, row.id, { slug: "same" })),
      );
      expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
      // Past each one's own check, the losers meet the unique index: the same answer as the check's.
      for (const result of results.filter((result) => result.status === "rejected"))
        expect(result.reason).toMatchObject({
          status: 409,
          errors: { slug: [expect.stringMatching(/slug already exists/)] },
        });
    },
  );

  it("reads a window of the newest for the sitemap and for translation", async () => {
    await published(5);
    const slugs = await listPublishedTeachingSlugs(3);
    expect(slugs.map((row) => row.slug)).toEqual(["published-4", "published-3", "published-2"]);
    const titles = async (...window: number[]) => (await listPublishedTeachingTexts(...window)).map((row) => row.title);
    expect(await titles(2)).toEqual(["Published 4", "Published 3"]);
    // Each is 25 characters ("Published 4" and "<p>Notes 4</p>"): a budget of 50 holds two, of 49 one,
    // and the newest is offered even when it alone is over.
    expect(await titles(500, 50)).toEqual(["Published 4", "Published 3"]);
    expect(await titles(500, 49)).toEqual(["Published 4"]);
    expect(await titles(500, 10)).toEqual(["Published 4"]);
    expect(await titles()).toHaveLength(5);
  });

  it("offers the newest 500 teachings to translate by default", async () => {
    await published(501);
    const texts = await listPublishedTeachingTexts();
    expect(texts).toHaveLength(500);
    expect(texts.at(-1)?.title).toBe("Published 1");
  });
});
