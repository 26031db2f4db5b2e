import { afterEach, describe, expect, it, vi } from "vitest";

const revalidateTag = vi.fn();
vi.mock("next/cache", () => ({
  revalidateTag: (...args: unknown[]) => revalidateTag(...args),
  cacheTag: vi.fn(),
  cacheLife: vi.fn(),
}));

import { db } from "@/lib/db";
import {
  countContactMessages,
  deleteContactMessage,
  listContactMessages,
  markContactMessageRead,
} from "@/lib/data/contact-messages";
import { createSetting, deleteSetting, getPublicSettingValues, updateSetting } from "@/lib/data/settings";
import { settingSchema } from "@/lib/validation/settings";

afterEach(async () => {
  await db.setting.deleteMany({ where: { name: { startsWith: "test_" } } });
  await db.contactMessage.deleteMany();
  revalidateTag.mockClear();
});

const setting = {
  name: "test_motto",
  displayName: "Motto",
  value: "Grace",
  type: "text" as const,
  description: null,
  category: "general" as const,
  isPublic: true,
};

describe("settings writes", () => {
  it("invalidate the cached public settings on every write", async () => {
    const { setting: created } = await createSetting(setting);
    await updateSetting({ id: created.id, ...setting, value: "Truth" });
    await deleteSetting(created.id);
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).toEqual(["settings", "settings", "settings"]);
  });

  it("refuse a taken name (409) and answer 404 for a missing setting before anything else", async () => {
    const { setting: created } = await createSetting(setting);
    await expect(createSetting(setting)).rejects.toMatchObject({
      status: 409,
      errors: { name: ["A setting with that key already exists."] },
    });
    await expect(updateSetting({ id: 999_999, ...setting })).rejects.toMatchObject({ status: 404 });
    await createSetting({ ...setting, name: "test_other" });
    await expect(updateSetting({ id: created.id, ...setting, name: "test_other" })).rejects.toMatchObject({
      status: 409,
    });
  });

  it("keep the type they were created with: a URL setting cannot become text to carry a data: URL", async () => {
    const link = { ...setting, name: "test_link", type: "url" as const, value: "https://example.org/give" };
    const { setting: created } = await createSetting(link);
    await expect(
      updateSetting({ id: created.id, ...link, type: "text", value: "data:text/html,<script>alert(1)</script>" }),
    ).rejects.toMatchObject({
      status: 400,
      errors: { type: expect.any(Array) },
    });
    expect((await db.setting.findUniqueOrThrow({ where: { id: created.id } })).type).toBe("url");
  });

  it("accept only http(s), mailto, tel and site paths as URLs, on write and again when read for pages", async () => {
    const parse = (value: string) => settingSchema.safeParse({ ...setting, type: "url", value }).success;
    for (const value of [
      "https://example.org",
      "http://example.org/x",
      "mailto:info@example.org",
      "tel:+15550100",
      "/assets/a.webp",
    ])
      expect(parse(value), value).toBe(true);
    for (const value of [
      "javascript:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "/\\evil.example",
      "vbscript:x",
      "ftp://example.org",
    ])
      expect(parse(value), value).toBe(false);
    // A row written before this rule (or past it) is not rendered.
    await db.setting.create({ data: { ...setting, name: "test_old_link", type: "url", value: "javascript:alert(1)" } });
    expect((await getPublicSettingValues()).test_old_link).toBe("");
  });
});

describe("contact messages", () => {
  it("list newest first, count unread, mark read and delete", async () => {
    const old = await db.contactMessage.create({
      data: { name: "A", email: "a@example.org", message: "1", createdAt: new Date(Date.now() - 1000) },
    });
    const recent = await db.contactMessage.create({ data: { name: "B", email: "b@example.org", message: "2" } });
    expect((await listContactMessages()).map((m) => m.id)).toEqual([recent.id, old.id]);
    expect(await countContactMessages()).toEqual({ count: 2, unread: 2 });
    await markContactMessageRead({ id: old.id, isRead: true });
    expect(await countContactMessages()).toEqual({ count: 2, unread: 1 });
    await deleteContactMessage(recent.id);
    expect(await countContactMessages()).toEqual({ count: 1, unread: 0 });
  });
});
