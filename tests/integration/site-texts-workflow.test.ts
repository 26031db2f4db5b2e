// The public texts held in settings as one item of the content workflow (issue 19, docs/decisions/016).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { getPublicSettingValues } from "@/lib/data/settings";
import {
  getSiteTextsDraftState,
  publishSiteTexts,
  restoreSiteTextsVersion,
  saveSiteTextsDraft,
  unpublishSiteTexts,
} from "@/lib/data/settings-drafts";
import { listVersions, setDraftSchedule } from "@/lib/data/content";
import { publishDue } from "@/lib/content/scheduler";
import { DEFAULT_SETTINGS } from "@/lib/settings/defaults";
import { PUBLIC_TEXT_SETTINGS, SITE_TEXTS_ID, siteTextsSnapshotSchema } from "@/lib/validation/content";

vi.mock("next/cache", () => ({ cacheTag: () => {}, cacheLife: () => {}, revalidateTag: () => {} }));

const editor = { id: null, name: "ada" };
const defaultOf = (name: string) => DEFAULT_SETTINGS.find((setting) => setting.name === name)!.value;

// The texts' rows as other test files left them, put back at the end.
let saved: Awaited<ReturnType<typeof db.setting.findMany>> = [];
beforeAll(async () => {
  saved = await db.setting.findMany({ where: { name: { in: [...PUBLIC_TEXT_SETTINGS] } } });
  await db.setting.deleteMany({ where: { name: { in: [...PUBLIC_TEXT_SETTINGS] } } });
});
afterAll(async () => {
  await db.setting.deleteMany({ where: { name: { in: [...PUBLIC_TEXT_SETTINGS] } } });
  await db.setting.createMany({ data: saved });
});

afterEach(async () => {
  await db.setting.deleteMany({ where: { name: { in: [...PUBLIC_TEXT_SETTINGS] } } });
  await db.contentDraft.deleteMany();
  await db.contentVersion.deleteMany();
});

const withText = async (changes: Record<string, string>) => {
  const { snapshot } = await getSiteTextsDraftState(SITE_TEXTS_ID);
  return siteTextsSnapshotSchema.parse({ ...snapshot, texts: { ...snapshot.texts, ...changes } });
};

describe("public texts drafts", () => {
  it("a draft of the texts never reaches the settings visitors read until it is published", async () => {
    await db.setting.create({ data: { ...DEFAULT_SETTINGS.find((s) => s.name === "about_mission")! } });
    await saveSiteTextsDraft(SITE_TEXTS_ID, await withText({ about_mission: "A draft mission" }), editor);
    expect((await getPublicSettingValues()).about_mission).toBe(defaultOf("about_mission"));
    expect((await db.setting.findUnique({ where: { name: "about_mission" } }))?.value).toBe(defaultOf("about_mission"));
    expect((await getSiteTextsDraftState(SITE_TEXTS_ID)).snapshot.texts.about_mission).toBe("A draft mission");

    await publishSiteTexts(SITE_TEXTS_ID, { actor: editor, note: "Mission" });
    expect((await db.setting.findUnique({ where: { name: "about_mission" } }))?.value).toBe("A draft mission");
    // A text with no row yet is created from its default's metadata, public as before.
    const created = await db.setting.findUnique({ where: { name: "home_intro" } });
    expect(created).toMatchObject({ value: defaultOf("home_intro"), isPublic: true, category: "general" });
    expect((await getSiteTextsDraftState(SITE_TEXTS_ID)).draft).toBeNull();
  });

  it("keeps versions, restores one as a draft only, and publishes it back; no unpublish", async () => {
    await saveSiteTextsDraft(SITE_TEXTS_ID, await withText({ site_tagline: "First tagline" }), editor);
    await publishSiteTexts(SITE_TEXTS_ID, { actor: editor, note: "v1" });
    await saveSiteTextsDraft(SITE_TEXTS_ID, await withText({ site_tagline: "Second tagline" }), editor);
    await publishSiteTexts(SITE_TEXTS_ID, { actor: editor, note: "v2" });
    const versions = await listVersions("site-texts", SITE_TEXTS_ID);
    expect(versions.map((version) => version.note)).toEqual(["v2", "v1"]);
    await restoreSiteTextsVersion(SITE_TEXTS_ID, versions[1].id, editor);
    expect((await db.setting.findUnique({ where: { name: "site_tagline" } }))?.value).toBe("Second tagline");
    await publishSiteTexts(SITE_TEXTS_ID, { actor: editor, note: "back" });
    expect((await db.setting.findUnique({ where: { name: "site_tagline" } }))?.value).toBe("First tagline");
    await expect(unpublishSiteTexts(SITE_TEXTS_ID)).rejects.toMatchObject({ status: 400 });
    await expect(getSiteTextsDraftState(2)).rejects.toMatchObject({ status: 404 });
  });

  it("rejects unknown settings in a draft and publishes a scheduled draft at its time", async () => {
    const { snapshot } = await getSiteTextsDraftState(SITE_TEXTS_ID);
    expect(
      siteTextsSnapshotSchema.safeParse({ ...snapshot, texts: { ...snapshot.texts, contact_notify_email: "x" } })
        .success,
    ).toBe(false);
    await saveSiteTextsDraft(SITE_TEXTS_ID, await withText({ home_welcome_heading: "At noon" }), editor);
    const at = new Date("2030-06-01T12:00:00Z");
    await setDraftSchedule("site-texts", SITE_TEXTS_ID, at);
    expect(await publishDue(new Date(at.getTime() - 1000))).toEqual([]);
    expect(await publishDue(at)).toEqual([
      { entityType: "site-texts", entityId: SITE_TEXTS_ID, title: "Public texts" },
    ]);
    expect((await db.setting.findUnique({ where: { name: "home_welcome_heading" } }))?.value).toBe("At noon");
  });
});
