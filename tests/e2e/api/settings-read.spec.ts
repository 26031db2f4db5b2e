import { expect, test } from "@playwright/test";
import { storageStatePath } from "../support/accounts";

test("GET /api/settings: anonymous callers see only public settings", async ({ request }) => {
  const response = await request.get("/api/settings");
  expect(response.status()).toBe(200);
  const settings: { name: string; isPublic: boolean }[] = await response.json();
  expect(settings.length).toBeGreaterThan(10);
  expect(settings.every((s) => s.isPublic)).toBe(true);
  expect(settings.map((s) => s.name)).toContain("site_name");
  expect(settings.map((s) => s.name)).not.toContain("contact_notify_email");
});

test("GET /api/settings: admins see every setting, filtered by category", async ({ playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL, storageState: storageStatePath("admin") });
  const all: { name: string; category: string }[] = await (await admin.get("/api/settings")).json();
  expect(all.map((s) => s.name)).toContain("contact_notify_email");
  const social: { category: string }[] = await (await admin.get("/api/settings?category=social")).json();
  expect(social.length).toBeGreaterThan(0);
  expect(social.every((s) => s.category === "social")).toBe(true);
  expect((await admin.get("/api/settings?category=secrets")).status()).toBe(400);
  await admin.dispose();
});
