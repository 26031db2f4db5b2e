// Drafts, publishing, versions, restore, unpublish and scheduled publishing of booklets
// (docs/decisions/016) against the real test Postgres.
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import {
  createBooklet,
  createBookletPage,
  getPublicBooklet,
  listBookletPages,
  listBookletSummaries,
  updateBooklet,
} from "@/lib/data/booklets";
import {
  getBookletDraftState,
  keepingBookletHistory,
  publishBooklet,
  restoreBookletVersion,
  saveBookletDraft,
  unpublishBooklet,
} from "@/lib/data/booklet-drafts";
import { listVersions, setDraftSchedule } from "@/lib/data/content";
import { publishDue } from "@/lib/content/scheduler";
import { preparePage } from "@/lib/knowledge/indexing";
import { bookletSnapshot } from "@/tests/support/booklet-snapshot";
import { schedulingAdmin } from "@/tests/support/scheduling-admin";

vi.mock("next/cache", () => ({ cacheTag: () => {}, cacheLife: () => {}, revalidateTag: () => {} }));

const scheduler = schedulingAdmin("grace");
const editor = { id: null, name: "edith" };

afterAll(async () => {
  await db.user.deleteMany({ where: { username: "sched-editor" } });
});

afterEach(async () => {
  await db.booklet.deleteMany();
  await db.contentDraft.deleteMany();
  await db.contentVersion.deleteMany();
  await db.setting.deleteMany({ where: { name: "content_versions_limit" } });
});

const draftWith = bookletSnapshot;

const chunkCount = (bookletId: number) => db.knowledgeChunk.count({ where: { bookletPage: { bookletId } } });

describe("booklet drafts", () => {
  it("a new booklet is a draft: nothing public until it is published with a page", async () => {
    const booklet = await createBooklet({ title: "Fresh", description: "", imageUrl: "" });
    expect(await listBookletSummaries()).toEqual([]);
    await expect(publishBooklet(booklet.id, { actor: editor, note: "", prepare: preparePage })).rejects.toMatchObject({
      status: 400,
    });

    await saveBookletDraft(booklet.id, draftWith("Fresh", [{ title: "Page one", content: "Grace and truth" }]), editor);
    expect(await listBookletSummaries()).toEqual([]);
    expect(await getPublicBooklet(booklet.id)).toBeNull();
    await expect(listBookletPages(booklet.id)).rejects.toMatchObject({ status: 404 });
    expect(await listBookletPages(booklet.id, { staff: true })).toEqual([]);
    expect(await chunkCount(booklet.id)).toBe(0);

    await publishBooklet(booklet.id, { actor: editor, note: "first", prepare: preparePage });
    const published = await getPublicBooklet(booklet.id);
    expect(published?.pages.map((page) => [page.title, page.content])).toEqual([
      ["Page one", "<p>Grace and truth</p>"],
    ]);
    expect((await listBookletSummaries()).map((row) => row.id)).toEqual([booklet.id]);
    expect(await chunkCount(booklet.id)).toBeGreaterThan(0);
    expect((await getBookletDraftState(booklet.id)).draft).toBeNull();
  });

  it("keeps a version per publish, compares nothing away, and restores a version as a draft only", async () => {
    const booklet = await createBooklet({ title: "Versions", description: "", imageUrl: "" });
    await saveBookletDraft(booklet.id, draftWith("Versions", [{ title: "P", content: "First text" }]), editor);
    await publishBooklet(booklet.id, { actor: editor, note: "v1", prepare: preparePage });
    const [livePage] = (await getPublicBooklet(booklet.id))!.pages;

    await saveBookletDraft(
      booklet.id,
      draftWith("Versions", [{ id: livePage.id, title: "P", content: "Second text" }]),
      editor,
    );
    expect((await getPublicBooklet(booklet.id))!.pages[0].content).toBe("<p>First text</p>");
    await publishBooklet(booklet.id, { actor: { id: null, name: "other" }, note: "v2", prepare: preparePage });
    expect((await getPublicBooklet(booklet.id))!.pages[0]).toMatchObject({
      id: livePage.id,
      content: "<p>Second text</p>",
    });

    const versions = await listVersions("booklet", booklet.id);
    expect(versions.map((version) => [version.note, version.publishedByName])).toEqual([
      ["v2", "other"],
      ["v1", "edith"],
    ]);

    const restored = await restoreBookletVersion(booklet.id, versions[1].id, editor);
    expect(restored.snapshot.pages[0].content).toBe("<p>First text</p>");
    expect((await getPublicBooklet(booklet.id))!.pages[0].content).toBe("<p>Second text</p>");
    await publishBooklet(booklet.id, { actor: editor, note: "back to v1", prepare: preparePage });
    expect((await getPublicBooklet(booklet.id))!.pages[0].content).toBe("<p>First text</p>");
    expect(await listVersions("booklet", booklet.id)).toHaveLength(3);
  });

  it("removes pages and popovers a draft dropped, and adds new ones, in the draft's order", async () => {
    const booklet = await createBooklet({ title: "Order", description: "", imageUrl: "" });
    await saveBookletDraft(
      booklet.id,
      draftWith("Order", [
        { title: "A", content: "a" },
        { title: "B", content: "b" },
      ]),
      editor,
    );
    await publishBooklet(booklet.id, { actor: editor, note: "", prepare: preparePage });
    const [a, b] = (await getPublicBooklet(booklet.id))!.pages;
    const next = draftWith("Order", [
      { id: b.id, title: "B", content: "b" },
      { title: "C", content: "c" },
    ]);
    next.pages[0].popovers = [{ key: "m1", title: "Note", content: "<p>n</p>" }];
    await saveBookletDraft(booklet.id, next, editor);
    await publishBooklet(booklet.id, { actor: editor, note: "", prepare: preparePage });
    const pages = (await getPublicBooklet(booklet.id))!.pages;
    expect(pages.map((page) => [page.title, page.position])).toEqual([
      ["B", 1],
      ["C", 2],
    ]);
    expect(pages[0].id).toBe(b.id);
    expect(pages[0].popovers.map((popover) => popover.title)).toEqual(["Note"]);
    expect(await db.bookletPage.count({ where: { id: a.id } })).toBe(0);
  });

  it("unpublish takes the booklet and its passages off the site without deleting anything", async () => {
    const booklet = await createBooklet({ title: "Off", description: "", imageUrl: "" });
    await saveBookletDraft(booklet.id, draftWith("Off", [{ title: "P", content: "Redemption" }]), editor);
    await publishBooklet(booklet.id, { actor: editor, note: "", prepare: preparePage });
    await unpublishBooklet(booklet.id);
    expect(await getPublicBooklet(booklet.id)).toBeNull();
    expect(await chunkCount(booklet.id)).toBe(0);
    expect(await db.bookletPage.count({ where: { bookletId: booklet.id } })).toBe(1);
    // A page written through the old page API while off the site is not indexed either.
    await createBookletPage(booklet.id, { title: "Q", content: "Hidden words" }, preparePage);
    expect(await chunkCount(booklet.id)).toBe(0);

    await publishBooklet(booklet.id, { actor: editor, note: "again", prepare: preparePage });
    expect((await getPublicBooklet(booklet.id))!.pages).toHaveLength(2);
    expect(await chunkCount(booklet.id)).toBeGreaterThan(0);
  });

  it("keeps at most the configured number of versions per booklet", async () => {
    await db.setting.create({
      data: { name: "content_versions_limit", displayName: "Versions", value: "2", type: "number" },
    });
    const booklet = await createBooklet({ title: "Limit", description: "", imageUrl: "" });
    for (const note of ["1", "2", "3"]) {
      await saveBookletDraft(booklet.id, draftWith("Limit", [{ title: "P", content: `text ${note}` }]), editor);
      await publishBooklet(booklet.id, { actor: editor, note, prepare: preparePage });
    }
    expect((await listVersions("booklet", booklet.id)).map((version) => version.note)).toEqual(["3", "2"]);
  });
});

describe("scheduled publishing", () => {
  it("publishes a draft when its time has come, records it, and never early", async () => {
    const booklet = await createBooklet({ title: "Scheduled", description: "", imageUrl: "" });
    await saveBookletDraft(booklet.id, draftWith("Scheduled", [{ title: "P", content: "Soon" }]), editor);
    const at = new Date("2030-05-01T10:00:00Z");
    await setDraftSchedule("booklet", booklet.id, at, scheduler);

    expect(await publishDue(new Date(at.getTime() - 60_000))).toEqual([]);
    expect(await getPublicBooklet(booklet.id)).toBeNull();

    expect(await publishDue(at)).toEqual([{ entityType: "booklet", entityId: booklet.id, title: "Scheduled" }]);
    expect((await getPublicBooklet(booklet.id))!.pages[0].content).toBe("<p>Soon</p>");
    const audit = await db.auditEntry.findFirst({
      where: { entityType: "booklet", entityId: booklet.id, action: "publish" },
      orderBy: { id: "desc" },
    });
    // Credited to the admin who scheduled it, not to the editor who saved the draft.
    expect(audit?.summary).toMatch(/scheduled time \(scheduled by grace\)/);
    // Already published: a second check finds nothing to do.
    expect(await publishDue(new Date(at.getTime() + 60_000))).toEqual([]);
    const versions = await listVersions("booklet", booklet.id);
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ publishedByName: "grace" });
  });

  it("does not publish a schedule whose scheduler may no longer publish, and says so", async () => {
    const restrict = (on: boolean) =>
      db.setting.upsert({
        where: { name: "publishing_restricted_to_admins" },
        create: { name: "publishing_restricted_to_admins", displayName: "Only admins publish", value: String(on) },
        update: { value: String(on) },
      });
    const scheduling = await db.user.create({
      data: { username: "sched-editor", email: "sched-editor@example.org", passwordHash: "unused", role: "editor" },
    });
    const booklet = await createBooklet({ title: "Editor's", description: "", imageUrl: "" });
    await saveBookletDraft(booklet.id, draftWith("Editor's", [{ title: "P", content: "Unreviewed" }]), editor);
    const at = new Date("2030-05-01T10:00:00Z");
    try {
      // Scheduled while editors might publish; the restriction came on before the time.
      await setDraftSchedule("booklet", booklet.id, at, { id: scheduling.id, name: "sched-editor" });
      await restrict(true);
      expect(await publishDue(at)).toEqual([]);
      expect(await getPublicBooklet(booklet.id)).toBeNull();
      expect((await getBookletDraftState(booklet.id)).draft).toMatchObject({ publishAt: null });
      const audit = await db.auditEntry.findFirst({
        where: { entityType: "booklet", entityId: booklet.id },
        orderBy: { id: "desc" },
      });
      expect(audit).toMatchObject({ action: "schedule" });
      expect(audit?.summary).toMatch(/sched-editor may no longer publish/);

      // A scheduler since demoted, likewise.
      await restrict(false);
      await setDraftSchedule("booklet", booklet.id, at, { id: scheduling.id, name: "sched-editor" });
      await db.user.update({ where: { id: scheduling.id }, data: { role: "pending" } });
      expect(await publishDue(at)).toEqual([]);
      expect(await getPublicBooklet(booklet.id)).toBeNull();
    } finally {
      await restrict(false);
    }
  });

  it("unschedules a draft changed after it was scheduled: only what the scheduler read goes live unattended", async () => {
    const booklet = await createBooklet({ title: "Reviewed", description: "", imageUrl: "" });
    await saveBookletDraft(booklet.id, draftWith("Reviewed", [{ title: "P", content: "Reviewed text" }]), editor);
    const at = new Date("2030-05-01T10:00:00Z");
    await setDraftSchedule("booklet", booklet.id, at, scheduler);
    await saveBookletDraft(
      booklet.id,
      draftWith("Reviewed", [{ title: "P", content: "Changed after review" }]),
      editor,
    );
    expect((await getBookletDraftState(booklet.id)).draft).toMatchObject({ publishAt: null });
    expect(await publishDue(at)).toEqual([]);
    expect(await getPublicBooklet(booklet.id)).toBeNull();

    // A live change carried into the draft (an unpublished booklet's rows are editable) unschedules it too.
    await setDraftSchedule("booklet", booklet.id, at, scheduler);
    await updateBooklet(
      booklet.id,
      { description: "Changed live" },
      keepingBookletHistory({ bookletId: booklet.id }, editor),
    );
    expect((await getBookletDraftState(booklet.id)).draft).toMatchObject({ publishAt: null });
  });

  it("leaves a due draft without pages a draft, unscheduled", async () => {
    const booklet = await createBooklet({ title: "Empty", description: "", imageUrl: "" });
    await saveBookletDraft(booklet.id, draftWith("Empty", []), editor);
    await setDraftSchedule("booklet", booklet.id, new Date("2030-01-01T00:00:00Z"), scheduler);
    expect(await publishDue(new Date("2030-01-01T00:01:00Z"))).toEqual([]);
    expect(await getPublicBooklet(booklet.id)).toBeNull();
    expect((await getBookletDraftState(booklet.id)).draft).toMatchObject({ publishAt: null });
  });
});
