// The public texts held in settings as one item of the content workflow (docs/decisions/016).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { createSetting, deleteSetting, getPublicSettingValues, updateSetting } from "@/lib/data/settings";
import {
  getSiteTextsDraftState,
  SETTINGS_API_NOTE,
  publishSiteTexts,
  restoreSiteTextsVersion,
  saveSiteTextsDraft,
  startSiteTextsHistory,
  unpublishSiteTexts,
} from "@/lib/data/settings-drafts";
import { getVersion, listVersions, setDraftSchedule } from "@/lib/data/content";
import { publishDue } from "@/lib/content/scheduler";
import { builtInSetting, settingDefault, settingRow } from "@/lib/settings/defaults";
import { PUBLIC_TEXT_SETTINGS, SITE_TEXTS_ID, siteTextsSnapshotSchema } from "@/lib/validation/content";
import { schedulingAdmin } from "@/tests/support/scheduling-admin";

vi.mock("next/cache", () => ({ cacheTag: () => {}, cacheLife: () => {}, revalidateTag: () => {} }));

const scheduler = schedulingAdmin("grace");
const editor = { id: null, name: "ada" };
const defaultOf = settingDefault;

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
    await db.setting.create({ data: settingRow(builtInSetting("about_mission")!) });
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
    await setDraftSchedule("site-texts", SITE_TEXTS_ID, at, scheduler);
    expect(await publishDue(new Date(at.getTime() - 1000))).toEqual([]);
    expect(await publishDue(at)).toEqual([
      { entityType: "site-texts", entityId: SITE_TEXTS_ID, title: "Public texts" },
    ]);
    expect((await db.setting.findUnique({ where: { name: "home_welcome_heading" } }))?.value).toBe("At noon");
  });
});

describe("the texts' history on a new site", () => {
  it("starts with one version of the texts as visitors read them, once", async () => {
    await db.setting.createMany({
      data: [{ ...settingRow(builtInSetting("about_mission")!), value: "Seeded mission" }],
    });
    const start = { actor: { id: null, name: "System" }, note: "Initial version" };
    expect(await startSiteTextsHistory(start)).toBe(true);
    expect(await startSiteTextsHistory(start)).toBe(false);
    const versions = await listVersions("site-texts", SITE_TEXTS_ID);
    expect(versions).toHaveLength(1);
    const snapshot = siteTextsSnapshotSchema.parse(
      (await getVersion("site-texts", SITE_TEXTS_ID, versions[0].id))?.snapshot,
    );
    expect(snapshot.texts.about_mission).toBe("Seeded mission");
    expect(snapshot.texts.site_tagline).toBe(defaultOf("site_tagline"));
  });
});

describe("public texts changed through the settings API", () => {
  const admin = { id: null, name: "grace" };
  const row = (name: string) => settingRow(builtInSetting(name)!);
  const latest = async () => {
    const [version] = await listVersions("site-texts", SITE_TEXTS_ID);
    return {
      ...version,
      texts: siteTextsSnapshotSchema.parse((await getVersion("site-texts", SITE_TEXTS_ID, version.id))?.snapshot).texts,
    };
  };

  it("keeps each change as a version of the texts, and only a real change", async () => {
    const created = await createSetting({ ...row("about_vision"), value: "Vision by API" }, admin);
    expect(created.changedTexts).toEqual(["about_vision"]);
    expect(await latest()).toMatchObject({ note: SETTINGS_API_NOTE, publishedByName: "grace" });
    expect((await latest()).texts.about_vision).toBe("Vision by API");

    const { setting } = created;
    const updated = await updateSetting({ ...row("about_vision"), id: setting.id, value: "Vision again" }, admin);
    expect(updated.setting.value).toBe("Vision again");
    expect((await latest()).texts.about_vision).toBe("Vision again");
    const same = await updateSetting({ ...row("about_vision"), id: setting.id, value: "Vision again" }, admin);
    expect(same.changedTexts).toEqual([]);
    expect(await listVersions("site-texts", SITE_TEXTS_ID)).toHaveLength(2);

    // Deleting the row puts the default back on the site: that too is in the history.
    expect((await deleteSetting(setting.id, admin)).changedTexts).toEqual(["about_vision"]);
    expect((await latest()).texts.about_vision).toBe(defaultOf("about_vision"));
  });

  it("leaves other settings out of the texts' history", async () => {
    const other = { ...row("contact_email"), name: "test_history_email", value: "a@example.org" };
    try {
      const { setting, changedTexts } = await createSetting(other, admin);
      expect(changedTexts).toEqual([]);
      await updateSetting({ ...other, id: setting.id, value: "b@example.org" }, admin);
      expect(await listVersions("site-texts", SITE_TEXTS_ID)).toEqual([]);
    } finally {
      await db.setting.deleteMany({ where: { name: other.name } });
    }
  });

  it("keeps the draft's own edits; a text the draft had not edited follows the change", async () => {
    const { setting } = await createSetting({ ...row("about_mission") }, admin);
    await saveSiteTextsDraft(SITE_TEXTS_ID, await withText({ home_intro: "Drafted intro" }), editor);
    await updateSetting({ ...row("about_mission"), id: setting.id, value: "Mission by API" }, admin);
    const drafted = await db.setting.create({ data: { ...row("home_intro"), value: "Intro by API" } });
    await updateSetting({ ...row("home_intro"), id: drafted.id, value: "Intro by API, again" }, admin);

    const state = await getSiteTextsDraftState(SITE_TEXTS_ID);
    expect(state.draft?.updatedByName).toBe("ada");
    expect(state.snapshot.texts.home_intro).toBe("Drafted intro");
    expect(state.snapshot.texts.about_mission).toBe("Mission by API");
    await publishSiteTexts(SITE_TEXTS_ID, { actor: editor, note: "Draft" });
    expect((await getPublicSettingValues()).about_mission).toBe("Mission by API");
    expect((await getPublicSettingValues()).home_intro).toBe("Drafted intro");
  });
});
