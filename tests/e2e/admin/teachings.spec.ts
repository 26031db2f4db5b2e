// Teachings "Done when", as staff: creates a speaker and a series, drafts a teaching on "John 3:16-21"
// with an uploaded mp3 and notes, previews it in Spanish, schedules it and sees it go live at its
// time (the schedule is moved into the past and the scheduler's cron route runs, nobody waits),
// then finds it on Home under Recent Teachings, at /teachings/{slug}, and through the series, book
// and speaker filters. A visitor sees nothing of it before.
import { writeFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { ACCOUNTS, storageStatePath } from "../support/accounts";
import { withDb } from "../support/db";
import { makeMp3 } from "../../support/files";
import { saveFullPage } from "../support/site";

test.use({ storageState: storageStatePath("editor") });
test.describe.configure({ timeout: 180_000 });

const SECRET = process.env.E2E_CRON_SECRET ?? "e2e-only-cron-secret-0123456789";
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

test("staff create a speaker and a series, draft, preview in Spanish, schedule and see a teaching go live", async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const speakerName = `Ann Preacher ${stamp}`;
  const seriesName = `Gospel of John ${stamp}`;
  const title = `Born again ${stamp}`;
  const slug = `born-again-${stamp}`;

  await page.goto("/admin/teachings");
  await expect(page.getByRole("heading", { level: 1, name: "Teachings" })).toBeVisible();
  for (const [list, name, button] of [
    ["Speakers", speakerName, "Add speaker"],
    ["Series", seriesName, "Add series"],
  ]) {
    const section = page.getByRole("region", { name: list, exact: true });
    await section.getByLabel("Name", { exact: true }).fill(name);
    await section.getByRole("button", { name: button }).click();
    await expect(section.getByText(name)).toBeVisible();
  }
  await saveFullPage(page, testInfo.outputPath(`admin-list-${page.viewportSize()?.width}.png`));

  const create = page.getByRole("region", { name: "New teaching" });
  await create.getByLabel("Title").fill(title);
  await create.getByLabel("Address (slug)").fill(slug);
  await create.getByLabel("Date").fill("2026-11-01");
  await create.getByRole("button", { name: "Create" }).click();
  await create.getByRole("link", { name: `Edit “${title}”` }).click();

  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByLabel("Scripture").fill("John 3:16-21");
  // By id: the list screen stays in the document, hidden, after the client navigation.
  await page.locator("#teaching-speakerId").selectOption({ label: speakerName });
  await page.locator("#teaching-seriesId").selectOption({ label: seriesName });
  await page.getByLabel("Summary").fill("Nicodemus comes by night.");
  const mp3 = testInfo.outputPath("message.mp3");
  writeFileSync(mp3, makeMp3(200));
  await page.getByLabel("Audio file").setInputFiles(mp3);
  await expect(toast(page, "Audio uploaded")).toBeVisible();
  await page.getByRole("tab", { name: "HTML" }).click();
  await page.getByRole("textbox", { name: "Notes" }).fill("<p>For God so loved the world.</p>");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page, "Draft saved")).toBeVisible();
  await saveFullPage(page, testInfo.outputPath(`admin-editor-${page.viewportSize()?.width}.png`));
  expect((await visitor.get(`/teachings/${slug}`)).status()).toBe(404);

  // Preview in Spanish.
  await page.getByLabel("Preview language").click();
  await page.getByRole("option", { name: "Spanish (Español)" }).click();
  const previewOpened = page.waitForEvent("popup");
  await page.getByRole("link", { name: "Preview" }).click();
  const preview = await previewOpened;
  await expect(preview).toHaveURL(/\/admin\/preview\/teachings\/\d+\?lang=es$/);
  await expect(preview.getByTestId("preview-banner")).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Escuchar" })).toBeVisible();
  await expect(preview.getByRole("link", { name: "Juan 3:16-21" })).toBeVisible();
  await preview.close();

  // Schedule an hour ahead; nothing is public until it is due.
  await page.getByRole("button", { name: "Schedule" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule publishing" });
  const later = new Date(Date.now() + 3_600_000);
  const local = new Date(later.getTime() - later.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await dialog.getByLabel("Publish at").fill(local);
  await dialog.getByRole("button", { name: "Schedule" }).click();
  await expect(toast(page, "Publishing scheduled.")).toBeVisible();
  await expect(page.getByText(new RegExp(`^Publishes .+, scheduled by ${ACCOUNTS.editor.username}$`))).toBeVisible();
  const cron = () =>
    visitor.get("/api/cron/publish-due", {
      headers: { Authorization: `Bearer ${SECRET}` },
    });
  expect((await cron()).status()).toBe(200);
  expect((await visitor.get(`/teachings/${slug}`)).status()).toBe(404);

  // Its time comes: moved into the past here, published by the scheduler's run.
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  await withDb((client) =>
    client.query(
      `UPDATE "ContentDraft" SET "publishAt" = now() - interval '1 minute' WHERE "entityType" = 'teaching' AND "entityId" = $1`,
      [id],
    ),
  );
  expect((await cron()).status()).toBe(200);
  expect((await visitor.get(`/teachings/${slug}`)).status()).toBe(200);
  // The version is credited to whoever scheduled it.
  const version = await withDb((client) =>
    client.query<{ publishedByName: string }>(
      `SELECT "publishedByName" FROM "ContentVersion" WHERE "entityType" = 'teaching' AND "entityId" = $1`,
      [id],
    ),
  );
  expect(version.rows).toEqual([{ publishedByName: ACCOUNTS.editor.username }]);

  await page.goto("/");
  await expect(
    page.getByRole("region", { name: "Recent Teachings" }).getByRole("link", { name: new RegExp(title) }),
  ).toHaveAttribute("href", `/teachings/${slug}`);
  await page.goto(`/teachings/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("For God so loved the world.")).toBeVisible();
  const speaker = await page.getByRole("link", { name: speakerName }).getAttribute("href");
  const inList = page.getByRole("main").getByRole("heading", { level: 2, name: title });
  await page.goto(speaker!);
  await expect(inList).toBeVisible();
  await page.goto("/teachings?book=John");
  await expect(inList).toBeVisible();
  await page
    .getByRole("link", { name: `Series: ${seriesName}` })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: seriesName })).toBeVisible();
  await expect(inList).toBeVisible();

  await visitor.dispose();
  // Tidy: the teaching, then its speaker and series.
  expect((await page.request.delete(`/api/teachings/${id}`)).status()).toBe(200);
  for (const path of ["speakers", "series"]) {
    const items: { id: number; name: string }[] = await (await page.request.get(`/api/${path}`)).json();
    for (const item of items.filter((row) => row.name.endsWith(stamp)))
      await page.request.delete(`/api/${path}/${item.id}`);
  }
});

test("staff see each podcast feed's address with Apple Podcasts' subscribe link, a copy button and what Spotify needs", async ({
  page,
  context,
  baseURL,
}) => {
  const series = await (
    await page.request.post("/api/series", { data: { name: `Feeds ${stamp}`, slug: `feeds-${stamp}` } })
  ).json();
  try {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/admin/teachings");
    const feeds = page.getByRole("region", { name: "Podcast feeds" });
    const host = new URL(baseURL!).host;
    const all = `${baseURL}/teachings/feed.xml`;
    const ofSeries = `${baseURL}/teachings/series/${series.slug}/feed.xml`;
    await expect(feeds.getByText(all, { exact: true })).toBeVisible();
    await expect(feeds.getByText(ofSeries, { exact: true })).toBeVisible();
    await expect(feeds.getByRole("link", { name: "Subscribe to All teachings in Apple Podcasts" })).toHaveAttribute(
      "href",
      `podcast://${host}/teachings/feed.xml`,
    );
    await expect(
      feeds.getByRole("link", { name: `Subscribe to Series: Feeds ${stamp} in Apple Podcasts` }),
    ).toHaveAttribute("href", `podcast://${host}/teachings/series/${series.slug}/feed.xml`);
    await expect(feeds.getByText(/Spotify cannot follow a feed by its address/)).toBeVisible();
    await expect(feeds.getByRole("link", { name: /Spotify/ })).toHaveCount(0);

    await feeds.getByRole("button", { name: `Copy the address of Series: Feeds ${stamp}` }).click();
    await expect(toast(page, "Link copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ofSeries);
    // The addresses shown are the feeds themselves.
    for (const url of [all, ofSeries]) {
      const feed = await page.request.get(url);
      expect(feed.status(), url).toBe(200);
      expect(feed.headers()["content-type"]).toContain("application/rss+xml");
    }
  } finally {
    await page.request.delete(`/api/series/${series.id}`);
  }
});

test("staff screens at 390x844 and 1440x900", async ({ page }, testInfo) => {
  const created = await page.request.post("/api/teachings", {
    data: { title: `Screens ${stamp}`, slug: `screens-${stamp}`, date: "2026-11-02" },
  });
  const { id } = await created.json();
  try {
    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ]) {
      await page.setViewportSize({ width, height });
      for (const [name, path] of [
        ["admin-teachings", "/admin/teachings"],
        ["admin-teaching-editor", `/admin/teachings/${id}`],
        ["admin-teaching-preview", `/admin/preview/teachings/${id}?lang=es`],
      ]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await saveFullPage(page, testInfo.outputPath(`${name}-${width}x${height}.png`));
      }
    }
  } finally {
    await page.request.delete(`/api/teachings/${id}`);
  }
});

test("the teachings table shows 50 a page, by keyboard too; the oldest are on the last page", async ({
  page,
}, testInfo) => {
  const prefix = `paged-${stamp}`;
  // Old enough to fill the end of the newest-first table, and as many as leave one row on the last of
  // at least three pages (after a deletion, two are left and the pager still shows).
  const held = await withDb(async (client) =>
    Number((await client.query('SELECT count(*) FROM "Teaching"')).rows[0].count),
  );
  let count = 101;
  while ((held + count) % 50 !== 1) count++;
  const pages = (held + count - 1) / 50 + 1;
  await withDb((client) =>
    client.query(
      `INSERT INTO "Teaching" (title, slug, date, "updatedAt")
       SELECT 'Paged ' || $1 || ' ' || g, $1 || '-' || g, DATE '1900-01-01' + g, now() FROM generate_series(1, $2::int) g`,
      [prefix, count],
    ),
  );
  // Speakers with the longest slugs a form allows, more than one page of them.
  await withDb((client) =>
    client.query(
      `INSERT INTO "Speaker" (name, slug, "updatedAt")
       SELECT 'Speaker ' || $1 || ' ' || g, left($1 || '-' || g || '-' || repeat('x', 100), 100), now()
       FROM generate_series(1, 25) g`,
      [prefix],
    ),
  );
  const oldest = `Paged ${prefix} 1`;
  try {
    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ]) {
      await page.setViewportSize({ width, height });
      await page.goto("/admin/teachings");
      await expect(page.getByRole("navigation", { name: `Page 1 of ${pages}` })).toBeVisible();
      await expect(page.getByRole("row")).toHaveCount(51);
      await expect(page.getByRole("cell", { name: oldest, exact: true })).toHaveCount(0);
      // The table's pager comes first; the speakers' and series' lists have their own.
      const tablePager = page.getByRole("navigation", { name: /^Page \d+ of \d+$/ }).first();
      await tablePager.getByRole("button", { name: "Next" }).focus();
      for (let n = 1; n < pages; n++) await page.keyboard.press("Enter");
      await expect(page.getByRole("navigation", { name: `Page ${pages} of ${pages}` })).toBeVisible();
      await expect(page.getByRole("row")).toHaveCount(2);
      await expect(page.getByRole("cell", { name: oldest, exact: true })).toBeVisible();
      await expect(tablePager.getByRole("button", { name: "Next" })).toBeDisabled();
      // Next went disabled under the keyboard's focus, which moves to Previous instead of the page.
      await expect(tablePager.getByRole("button", { name: "Previous" })).toBeFocused();
      const speakers = page.getByRole("region", { name: "Speakers" });
      await expect(speakers.getByRole("navigation", { name: /^Page 1 of \d+$/ })).toBeVisible();
      await expect(speakers.getByRole("listitem")).toHaveCount(20);
      // Long titles widen the table, which scrolls in its own box, and long slugs wrap: never the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await saveFullPage(page, testInfo.outputPath(`admin-teachings-last-page-${width}.png`));
    }
    // Deleting the last page's only row shows the page before it, now the last.
    await page.getByRole("button", { name: `Delete ${oldest}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("navigation", { name: `Page ${pages - 1} of ${pages - 1}` })).toBeVisible();
    await expect(page.getByRole("row")).toHaveCount(51);
  } finally {
    await withDb(async (client) => {
      await client.query(`DELETE FROM "Teaching" WHERE slug LIKE $1 || '-%'`, [prefix]);
      await client.query(`DELETE FROM "Speaker" WHERE slug LIKE $1 || '-%'`, [prefix]);
    });
  }
});
