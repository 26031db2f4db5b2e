import { describe, expect, it } from "vitest";
import {
  builtInSetting,
  DEFAULT_SETTINGS,
  isPublicTextSetting,
  PUBLIC_TEXT_SETTINGS,
  SETTING_GROUPS,
  settingDefault,
  settingGroupOf,
  settingRow,
  TRANSLATED_SETTINGS,
} from "@/lib/settings/defaults";

// One registry of the settings (lib/settings/defaults.ts): every list the site keeps of them is
// derived from its entries, so a new public text is one entry with `publicText: true`.
describe("the settings registry", () => {
  it("names each setting once", () => {
    const names = DEFAULT_SETTINGS.map((setting) => setting.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("derives the public texts and the translated settings from the entries' flags", () => {
    expect(PUBLIC_TEXT_SETTINGS).toEqual(DEFAULT_SETTINGS.filter((s) => "publicText" in s).map((s) => s.name));
    expect(PUBLIC_TEXT_SETTINGS).toHaveLength(14);
    for (const name of PUBLIC_TEXT_SETTINGS) expect(builtInSetting(name)).toMatchObject({ isPublic: true });
    expect(PUBLIC_TEXT_SETTINGS).toEqual(expect.arrayContaining(["site_name", "contact_phone", "chatbot_title"]));
    expect(TRANSLATED_SETTINGS.filter((name) => builtInSetting(name)?.translated === "once-changed")).toEqual([
      "chatbot_title",
      "chatbot_welcome_message",
    ]);
    expect(TRANSLATED_SETTINGS).toHaveLength(12);
    expect(isPublicTextSetting("about_mission")).toBe(true);
    expect(isPublicTextSetting("donation_url")).toBe(false);
  });

  it("gives the seed exactly the Setting row's columns", () => {
    const row = settingRow(builtInSetting("about_mission")!);
    expect(Object.keys(row).sort()).toEqual(
      ["category", "description", "displayName", "isPublic", "name", "type", "value"].sort(),
    );
    expect(settingDefault("content_versions_limit")).toBe("50");
    expect(settingDefault("no_such_setting")).toBe("");
  });

  it("puts every setting in exactly one section of the settings screen", () => {
    const groups = Object.fromEntries(SETTING_GROUPS.map((group) => [group, [] as string[]]));
    for (const setting of DEFAULT_SETTINGS) groups[settingGroupOf(setting.name)].push(setting.name);
    expect(groups.siteTexts).toEqual([...PUBLIC_TEXT_SETTINGS]);
    expect(groups.videos).toEqual(DEFAULT_SETTINGS.filter((s) => s.name.startsWith("video_")).map((s) => s.name));
    expect(groups.contact).toEqual([
      "contact_email",
      "contact_notify_email",
      "social_facebook_url",
      "social_youtube_url",
      "donation_url",
    ]);
    expect(groups.chatbot).toEqual(["chatbot_enabled", "chatbot_default_voice", "chatbot_max_question_length"]);
    expect(groups.advanced).toContain("theme_primary_color");
    // One staff added is theirs to manage, under Advanced.
    expect(settingGroupOf("site_motto")).toBe("advanced");
  });
});
