import { expect, test } from "../support/fixtures";

test("GET /api/settings: anonymous callers see only public settings", async ({ request }) => {
  const response = await request.get("/api/settings");
  expect(response.status()).toBe(200);
  const settings: { name: string; isPublic: boolean }[] = await response.json();
  expect(settings.length).toBeGreaterThan(10);
  expect(settings.every((s) => s.isPublic)).toBe(true);
  expect(settings.map((s) => s.name)).toContain("site_name");
  expect(settings.map((s) => s.name)).not.toContain("contact_notify_email");
});

test("GET /api/settings: staff (editors too) see every setting; pending accounts only the public ones", async ({
  as,
}) => {
  for (const [role, seesAll] of [
    ["editor", true],
    ["pending", false],
  ] as const) {
    const caller = as[role];
    const names = ((await (await caller.get("/api/settings")).json()) as { name: string }[]).map((s) => s.name);
    expect(names.includes("contact_notify_email"), role).toBe(seesAll);
  }
});

test("GET /api/settings: admins see every setting, filtered by category", async ({ as }) => {
  const admin = as.admin;
  const all: { name: string; category: string }[] = await (await admin.get("/api/settings")).json();
  expect(all.map((s) => s.name)).toContain("contact_notify_email");
  const social: { category: string }[] = await (await admin.get("/api/settings?category=social")).json();
  expect(social.length).toBeGreaterThan(0);
  expect(social.every((s) => s.category === "social")).toBe(true);
  expect((await admin.get("/api/settings?category=secrets")).status()).toBe(400);
});

test("every text staff should change on the public site is a public setting with a default", async ({ request }) => {
  const settings: { name: string; value: string; isPublic: boolean }[] = await (
    await request.get("/api/settings")
  ).json();
  const values = new Map(settings.map((s) => [s.name, s.value]));
  const expected = [
    ["site_name", "site_tagline"],
    ["home_welcome_heading", "home_intro"],
    [
      "about_mission",
      "about_vision",
      "about_scripture_1_text",
      "about_scripture_1_reference",
      "about_scripture_2_text",
      "about_scripture_2_reference",
    ],
    ["contact_email", "contact_phone"],
    ["social_facebook_url", "social_youtube_url", "donation_url"],
    ["video_main_url", "video_1_url", "video_1_title", "video_2_url", "video_2_title"],
    ["book_cover_url", "book_title"],
    ["theme_primary_color", "theme_accent_color", "show_language_selector"],
  ].flat();
  for (const name of expected) expect(values.get(name)?.trim(), name).toBeTruthy();
  // The scripture quotes are the public-domain King James Version.
  expect(values.get("about_scripture_1_reference")).toBe("2 Corinthians 5:17");
  expect(values.get("about_scripture_1_text")).toContain("he is a new creature");
});
