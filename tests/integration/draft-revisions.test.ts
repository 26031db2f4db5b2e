// A stale save never overwrites a draft (docs/decisions/016, "a stale save never
// overwrites"): each draft has a revision; a save or discard naming an old one writes nothing (412),
// against the real test Postgres.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { createBooklet, createBookletPage, updateBooklet } from "@/lib/data/booklets";
import {
  discardBookletDraft,
  getBookletDraftState,
  keepingBookletHistory,
  publishBooklet,
  saveBookletDraft,
} from "@/lib/data/booklet-drafts";
import { getBookPageDraftState, saveBookPageDraft } from "@/lib/data/flipbook-drafts";
import { findPagesByNumber, importPages } from "@/lib/data/flipbook";
import { getSiteTextsDraftState, saveSiteTextsDraft } from "@/lib/data/settings-drafts";
import { createSetting } from "@/lib/data/settings";
import { DRAFT_CHANGED, setDraftSchedule, submitDraft } from "@/lib/data/content";
import { staticPagesInBookOrder } from "@/lib/book/static-reader";
import { preparePage } from "@/lib/knowledge/indexing";
import { builtInSetting, settingRow } from "@/lib/settings/defaults";
import {
  ifMatchSchema,
  PUBLIC_TEXT_SETTINGS,
  SITE_TEXTS_ID,
  siteTextsSnapshotSchema,
  type BookletSnapshot,
} from "@/lib/validation/content";

vi.mock("next/cache", () => ({ cacheTag: () => {}, cacheLife: () => {}, revalidateTag: () => {} }));

const ada = { id: null, name: "ada" };
const bob = { id: null, name: "bob" };
const api = { id: null, name: "apiuser" };
const stale = { status: 412, message: DRAFT_CHANGED };

const titled = (snapshot: BookletSnapshot, title: string): BookletSnapshot => ({ ...snapshot, title });
const withFirstPage = (snapshot: BookletSnapshot, content: string): BookletSnapshot => ({
  ...snapshot,
  pages: snapshot.pages.map((page, index) => (index === 0 ? { ...page, content } : page)),
});

describe("booklet draft revisions", () => {
  afterEach(async () => {
    await db.booklet.deleteMany();
    await db.contentDraft.deleteMany();
    await db.contentVersion.deleteMany();
  });

  const publishedBooklet = async () => {
    const booklet = await createBooklet({ title: "Shared", description: "", imageUrl: "" });
    await createBookletPage(booklet.id, { title: "One", content: "First page" }, preparePage);
    await publishBooklet(booklet.id, { actor: ada, note: "first", prepare: preparePage });
    return booklet.id;
  };

  it("a save naming the current revision lands and moves it; a stale one writes nothing", async () => {
    const id = await publishedBooklet();
    const opened = await getBookletDraftState(id);
    expect(opened.revision).toMatch(/^live\.[0-9a-f]{20}$/);

    // Ada and Bob open the booklet with no draft; Ada saves first.
    const first = await saveBookletDraft(id, titled(opened.snapshot, "Ada's title"), ada, opened.revision);
    expect(first.revision).toEqual(expect.stringMatching(/^\d+\.\d+$/));
    await expect(saveBookletDraft(id, withFirstPage(opened.snapshot, "Bob's page"), bob, null)).rejects.toMatchObject(
      stale,
    );
    const afterRefusal = await getBookletDraftState(id);
    expect(afterRefusal).toMatchObject({ revision: first.revision, snapshot: { title: "Ada's title" } });
    expect(afterRefusal.draft?.updatedByName).toBe("ada");

    // Bob re-applies his change to the current draft, naming its revision: both changes are kept.
    const second = await saveBookletDraft(id, withFirstPage(afterRefusal.snapshot, "Bob's page"), bob, first.revision);
    expect(second.revision).not.toBe(first.revision);
    expect(second.snapshot.title).toBe("Ada's title");
    expect(second.snapshot.pages[0].content).toBe("<p>Bob's page</p>");

    // The revision Ada still holds is stale now; garbage can never match either.
    await expect(saveBookletDraft(id, titled(first.snapshot, "Lost"), ada, first.revision)).rejects.toMatchObject(
      stale,
    );
    await expect(saveBookletDraft(id, titled(first.snapshot, "Lost"), ada, "999.1")).rejects.toMatchObject(stale);
    expect((await getBookletDraftState(id)).snapshot.title).toBe("Ada's title");
  });

  it("publishing or scheduling names the reviewed revision: a draft changed since is neither (412)", async () => {
    const id = await publishedBooklet();
    const opened = await getBookletDraftState(id);
    const reviewed = await saveBookletDraft(id, titled(opened.snapshot, "Reviewed"), ada, opened.revision);
    // An editor saves after the admin opened the review.
    const swapped = await saveBookletDraft(id, titled(reviewed.snapshot, "Swapped"), bob, reviewed.revision);
    await expect(setDraftSchedule("booklet", id, new Date("2030-01-01"), ada, reviewed.revision)).rejects.toMatchObject(
      stale,
    );
    await expect(
      publishBooklet(id, { actor: ada, note: "", prepare: preparePage, expected: reviewed.revision }),
    ).rejects.toMatchObject(stale);
    // "No draft" is stale too once there is one.
    await expect(
      publishBooklet(id, { actor: ada, note: "", prepare: preparePage, expected: opened.revision }),
    ).rejects.toMatchObject(stale);
    expect((await getBookletDraftState(id)).publishedAt).not.toBeNull();
    expect((await db.booklet.findUnique({ where: { id } }))?.title).toBe("Shared");
    // Without a draft, a live revision names the live rows: changed since (a spec route), it is stale too.
    const unpublished = await createBooklet({ title: "Unreviewed", description: "", imageUrl: "" });
    await createBookletPage(unpublished.id, { title: "One", content: "Reviewed page" }, preparePage);
    const seen = await getBookletDraftState(unpublished.id);
    await updateBooklet(
      unpublished.id,
      { description: "Changed after review" },
      keepingBookletHistory({ bookletId: unpublished.id }, bob),
    );
    await expect(
      publishBooklet(unpublished.id, { actor: ada, note: "", prepare: preparePage, expected: seen.revision }),
    ).rejects.toMatchObject(stale);
    await publishBooklet(unpublished.id, {
      actor: ada,
      note: "",
      prepare: preparePage,
      expected: (await getBookletDraftState(unpublished.id)).revision,
    });
    // The current one goes through.
    const scheduled = await setDraftSchedule("booklet", id, new Date("2030-01-01"), ada, swapped.revision);
    expect(scheduled).toMatchObject({ publishAt: new Date("2030-01-01") });
    await publishBooklet(id, { actor: ada, note: "", prepare: preparePage, expected: scheduled!.revision });
    expect((await db.booklet.findUnique({ where: { id } }))?.title).toBe("Swapped");
  });

  it("without a revision a save is unchecked, as for spec clients: the last write wins", async () => {
    const id = await publishedBooklet();
    const { snapshot } = await getBookletDraftState(id);
    const first = await saveBookletDraft(id, titled(snapshot, "One"), ada);
    const second = await saveBookletDraft(id, titled(snapshot, "Two"), bob);
    expect(second.snapshot.title).toBe("Two");
    expect(second.revision).not.toBe(first.revision);
  });

  it("a spec route's change merged into the draft moves the revision, so an editor holding the old one rebases", async () => {
    const id = await publishedBooklet();
    const opened = await getBookletDraftState(id);
    const saved = await saveBookletDraft(id, withFirstPage(opened.snapshot, "Draft page"), ada, null);

    await updateBooklet(id, { title: "API title" }, keepingBookletHistory({ bookletId: id }, api));
    const merged = await getBookletDraftState(id);
    expect(merged.snapshot.title).toBe("API title");
    expect(merged.revision).not.toBe(saved.revision);

    await expect(
      saveBookletDraft(id, titled(saved.snapshot, saved.snapshot.title), ada, saved.revision),
    ).rejects.toMatchObject(stale);
    expect((await getBookletDraftState(id)).snapshot.title).toBe("API title");
  });

  it("with no draft, the live item is the base: a first save built on an older live item is refused", async () => {
    const id = await publishedBooklet();
    const opened = await getBookletDraftState(id);
    await updateBooklet(id, { title: "API title" }, keepingBookletHistory({ bookletId: id }, api));
    const moved = await getBookletDraftState(id);
    expect(moved.draft).toBeNull();
    expect(moved.revision).not.toBe(opened.revision);

    const edited = withFirstPage(opened.snapshot, "Draft page");
    await expect(saveBookletDraft(id, edited, ada, opened.revision)).rejects.toMatchObject(stale);
    expect((await getBookletDraftState(id)).draft).toBeNull();
    const saved = await saveBookletDraft(id, withFirstPage(moved.snapshot, "Draft page"), ada, moved.revision);
    expect(saved.snapshot).toMatchObject({ title: "API title", pages: [{ content: "<p>Draft page</p>" }] });
    // A live revision once a draft exists is stale too; "none" is the unchecked first save.
    await expect(saveBookletDraft(id, edited, ada, moved.revision)).rejects.toMatchObject(stale);
  });

  it("scheduling and submitting change the row, and so the revision", async () => {
    const id = await publishedBooklet();
    const { snapshot } = await getBookletDraftState(id);
    const saved = await saveBookletDraft(id, titled(snapshot, "Planned"), ada, null);
    await setDraftSchedule("booklet", id, new Date("2030-01-01T00:00:00Z"), ada);
    const scheduled = (await getBookletDraftState(id)).revision;
    expect(scheduled).not.toBe(saved.revision);
    await submitDraft("booklet", id, bob, "Please check");
    expect((await getBookletDraftState(id)).revision).not.toBe(scheduled);
  });

  it("two saves from the same revision at once: exactly one lands, the other is refused", async () => {
    const id = await publishedBooklet();
    const { snapshot } = await getBookletDraftState(id);
    const base = await saveBookletDraft(id, titled(snapshot, "Base"), ada, null);
    const results = await Promise.allSettled([
      saveBookletDraft(id, titled(base.snapshot, "Ada"), ada, base.revision),
      saveBookletDraft(id, titled(base.snapshot, "Bob"), bob, base.revision),
    ]);
    const landed = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter((result) => result.status === "rejected");
    expect(landed).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject(stale);
    const winner = (landed[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof saveBookletDraft>>>).value;
    expect((await getBookletDraftState(id)).snapshot.title).toBe(winner.snapshot.title);
  });

  it("two first saves at once (no draft yet): one creates the draft, the other is refused", async () => {
    const id = await publishedBooklet();
    const { snapshot } = await getBookletDraftState(id);
    const results = await Promise.allSettled([
      saveBookletDraft(id, titled(snapshot, "Ada"), ada, null),
      saveBookletDraft(id, titled(snapshot, "Bob"), bob, null),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await db.contentDraft.count({ where: { entityType: "booklet", entityId: id } })).toBe(1);
  });

  it("a discard naming a stale revision keeps the draft; a new draft never repeats an old revision", async () => {
    const id = await publishedBooklet();
    const { snapshot } = await getBookletDraftState(id);
    const first = await saveBookletDraft(id, titled(snapshot, "First"), ada, null);
    const second = await saveBookletDraft(id, titled(snapshot, "Second"), bob, first.revision);
    await expect(discardBookletDraft(id, first.revision)).rejects.toMatchObject(stale);
    expect((await getBookletDraftState(id)).snapshot.title).toBe("Second");

    expect((await discardBookletDraft(id, second.revision)).revision).toMatch(/^live\./);
    const again = await saveBookletDraft(id, titled(snapshot, "Again"), ada, null);
    expect([first.revision, second.revision]).not.toContain(again.revision);
    // A save built on the discarded draft is refused: "none" and the old revisions are both stale.
    await expect(saveBookletDraft(id, titled(snapshot, "Old"), bob, null)).rejects.toMatchObject(stale);
    await expect(saveBookletDraft(id, titled(snapshot, "Old"), bob, second.revision)).rejects.toMatchObject(stale);
  });
});

describe("book page and public texts drafts have revisions too", () => {
  const row = (name: string) => settingRow(builtInSetting(name)!);
  let savedTexts: Awaited<ReturnType<typeof db.setting.findMany>> = [];
  beforeAll(async () => {
    savedTexts = await db.setting.findMany({ where: { name: { in: [...PUBLIC_TEXT_SETTINGS] } } });
    await db.setting.deleteMany({ where: { name: { in: [...PUBLIC_TEXT_SETTINGS] } } });
    await db.flipbookPage.deleteMany();
    await importPages(staticPagesInBookOrder(), preparePage);
  });
  afterAll(async () => {
    await db.setting.deleteMany({ where: { name: { in: [...PUBLIC_TEXT_SETTINGS] } } });
    await db.setting.createMany({ data: savedTexts });
    await db.flipbookPage.deleteMany();
  });
  afterEach(async () => {
    await db.contentDraft.deleteMany();
    await db.contentVersion.deleteMany();
  });

  it("a book page: a stale save is refused, the current one lands", async () => {
    const [page] = await findPagesByNumber(3);
    const opened = await getBookPageDraftState(page.id);
    expect(opened.revision).toMatch(/^live\./);
    const saved = await saveBookPageDraft(page.id, { ...opened.snapshot, content: "<p>Ada</p>" }, ada, null);
    await expect(
      saveBookPageDraft(page.id, { ...opened.snapshot, content: "<p>Bob</p>" }, bob, null),
    ).rejects.toMatchObject(stale);
    const next = await saveBookPageDraft(page.id, { ...saved.snapshot, content: "<p>Bob</p>" }, bob, saved.revision);
    expect(next.snapshot.content).toContain("Bob");
    expect(next.revision).not.toBe(saved.revision);
  });

  it("the public texts: the settings API's merge into the draft moves the revision", async () => {
    const opened = await getSiteTextsDraftState(SITE_TEXTS_ID);
    const drafted = siteTextsSnapshotSchema.parse({
      ...opened.snapshot,
      texts: { ...opened.snapshot.texts, home_intro: "Drafted intro" },
    });
    const saved = await saveSiteTextsDraft(SITE_TEXTS_ID, drafted, ada, opened.revision);
    await createSetting({ ...row("about_mission"), value: "Mission by API" }, api);
    const merged = await getSiteTextsDraftState(SITE_TEXTS_ID);
    expect(merged.snapshot.texts.about_mission).toBe("Mission by API");
    expect(merged.revision).not.toBe(saved.revision);
    await expect(saveSiteTextsDraft(SITE_TEXTS_ID, drafted, ada, saved.revision)).rejects.toMatchObject(stale);
    expect((await getSiteTextsDraftState(SITE_TEXTS_ID)).snapshot.texts.about_mission).toBe("Mission by API");
  });
});

describe("If-Match", () => {
  it("reads a revision quoted or not, and none or empty as no draft; anything else names no revision", () => {
    expect(ifMatchSchema.parse('"12.3"')).toBe("12.3");
    expect(ifMatchSchema.parse(" 12.3 ")).toBe("12.3");
    expect(ifMatchSchema.parse('"none"')).toBeNull();
    expect(ifMatchSchema.parse('"live.0123456789abcdef0123"')).toBe("live.0123456789abcdef0123");
    expect(ifMatchSchema.parse("")).toBeNull();
    for (const garbage of [
      "*",
      'W/"12.3"',
      '"12.3", "12.4"',
      "12",
      "x".repeat(65),
      "1".repeat(11) + ".1",
      "live.xyz",
      "'; drop",
    ]) {
      expect(ifMatchSchema.safeParse(garbage).success).toBe(false);
    }
  });
});
