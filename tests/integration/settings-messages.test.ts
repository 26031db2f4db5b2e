import { afterEach, describe, expect, it, vi } from "vitest";

const revalidateTag = vi.fn();
vi.mock("next/cache", () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args), cacheTag: vi.fn(), cacheLife: vi.fn() }));

import { db } from "@/lib/db";
import { countContactMessages, deleteContactMessage, listContactMessages, markContactMessageRead } from "@/lib/data/contact-messages";
import { createSetting, deleteSetting, updateSetting } from "@/lib/data/settings";

afterEach(async () => {
  await db.setting.deleteMany({ where: { name: { startsWith: "test_" } } });
  await db.contactMessage.deleteMany();
  revalidateTag.mockClear();
});

const setting = { name: "test_motto", displayName: "Motto", value: "Grace", type: "text" as const, description: null, category: "general" as const, isPublic: true };

describe("settings writes", () => {
  it("invalidate the cached public settings on every write", async () => {
    const created = await createSetting(setting);
    await updateSetting({ id: created.id, ...setting, value: "Truth" });
    await deleteSetting(created.id);
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).toEqual(["settings", "settings", "settings"]);
  });

  it("refuse a taken name (409) and answer 404 for a missing setting before anything else", async () => {
    const created = await createSetting(setting);
    await expect(createSetting(setting)).rejects.toMatchObject({ status: 409, errors: { name: ["A setting with that key already exists."] } });
    await expect(updateSetting({ id: 999_999, ...setting })).rejects.toMatchObject({ status: 404 });
    await createSetting({ ...setting, name: "test_other" });
    await expect(updateSetting({ id: created.id, ...setting, name: "test_other" })).rejects.toMatchObject({ status: 409 });
  });
});

describe("contact messages", () => {
  it("list newest first, count unread, mark read and delete", async () => {
    const old = await db.contactMessage.create({ data: { name: "A", email: "a@example.org", message: "1", createdAt: new Date(Date.now() - 1000) } });
    const recent = await db.contactMessage.create({ data: { name: "B", email: "b@example.org", message: "2" } });
    expect((await listContactMessages()).map((m) => m.id)).toEqual([recent.id, old.id]);
    expect(await countContactMessages()).toEqual({ count: 2, unread: 2 });
    await markContactMessageRead({ id: old.id, isRead: true });
    expect(await countContactMessages()).toEqual({ count: 2, unread: 1 });
    await deleteContactMessage(recent.id);
    expect(await countContactMessages()).toEqual({ count: 1, unread: 0 });
  });
});
