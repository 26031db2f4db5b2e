// The public teaching pages (docs/decisions/019): a published teaching is listed newest first,
// found through the series, speaker and book filters (in the URL), shown with its player, notes,
// gold references and series navigation, in Spanish at /es/…, in the sitemap and on Home; a draft
// is nowhere. The player's seek asks for the audio with a Range request.
import { expect, test } from "../support/fixtures";
import { form, makeMp3 } from "../../support/files";
import { expectNoAxeViolations, saveFullPage } from "../support/site";
import { OSIS_BOOKS } from "@/lib/scripture/osis";

test.afterAll(async ({ as: { editor } }) => {
  for (const id of created.teachings) await editor.delete(`/api/teachings/${id}`);
  if (created.speaker) await editor.delete(`/api/speakers/${created.speaker}`);
  if (created.series) await editor.delete(`/api/series/${created.series}`);
});
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const created: { teachings: number[]; speaker?: number; series?: number } = { teachings: [] };
let first: string;
let second: string;
let draftOnly: string;
let seriesSlug: string;
let speakerSlug: string;

test.beforeAll(async ({ as }) => {
  const speaker = await (
    await as.editor.post("/api/speakers", { data: { name: `Ann Preacher ${stamp}`, slug: `ann-${stamp}` } })
  ).json();
  const series = await (
    await as.editor.post("/api/series", {
      data: { name: `Gospel of John ${stamp}`, slug: `john-${stamp}`, description: "Through the fourth gospel." },
    })
  ).json();
  Object.assign(created, { speaker: speaker.id, series: series.id });
  [speakerSlug, seriesSlug] = [speaker.slug, series.slug];
  // About nine minutes of silent audio (8 MB), more than the player reads ahead, so a seek fetches a later part.
  const upload = await as.editor.post("/api/upload/audio", {
    multipart: form({}, [{ field: "audio", name: "message.mp3", bytes: makeMp3(20000) }]),
  });
  const { audioUrl } = await upload.json();

  const teaching = async (title: string, date: string, values: Record<string, unknown>, publish = true) => {
    const slug = `${title.toLowerCase().replace(/\s+/g, "-")}-${stamp}`;
    const { id } = await (await as.editor.post("/api/teachings", { data: { title, slug, date } })).json();
    created.teachings.push(id);
    const saved = await as.editor.put(`/api/content/teaching/${id}/draft`, {
      data: { title, slug, date, seriesId: series.id, ...values },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    if (publish) expect((await as.editor.post(`/api/content/teaching/${id}/publish`, { data: {} })).status()).toBe(200);
    return slug;
  };
  first = await teaching("Born again", "2026-10-01", {
    speakerId: speaker.id,
    scripture: "John 3:16-21",
    summary: "Nicodemus comes by night.",
    notes: "<p>For God so loved the world.</p>",
    audioUrl,
  });
  second = await teaching("Living water", "2026-10-08", {
    scripture: "Juan 4:7-15",
    videoUrl: "https://youtu.be/dQw4w9WgXcQ",
  });
  draftOnly = await teaching("Not yet", "2026-10-15", { scripture: "Gen 1" }, false);
});

test("/teachings lists published teachings newest first and filters by series, speaker and book in the URL", async ({
  page,
}) => {
  await page.goto("/teachings");
  await expect(page.getByRole("heading", { level: 1, name: "Teachings" })).toBeVisible();
  const titles = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(titles.filter({ hasText: "Living water" })).toBeVisible();
  const texts = await titles.allTextContents();
  expect(texts.indexOf("Living water")).toBeLessThan(texts.indexOf("Born again"));
  expect(texts).not.toContain("Not yet");

  const filters = page.getByRole("form", { name: "Filter teachings" });
  await filters.getByLabel("Speaker").selectOption(speakerSlug);
  await filters.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(new RegExp(`speaker=${speakerSlug}`));
  await expect(titles).toHaveText(["Born again"]);

  await page.goto(`/teachings?book=John&series=${seriesSlug}`);
  await expect(titles).toHaveText(["Living water", "Born again"]);
  await page.goto(`/teachings?book=Gen`);
  await expect(page.getByText("No teachings match these filters yet.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a teaching's page plays its audio with a Range request on seek, shows its notes, references and series", async ({
  page,
}) => {
  const ranges: string[] = [];
  page.on("response", async (response) => {
    if (response.url().includes("/api/upload/files/"))
      ranges.push(`${response.status()} ${(await response.request().allHeaders()).range ?? "none"}`);
  });
  const response = await page.goto(`/teachings/${first}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Born again" })).toBeVisible();
  await expect(page.getByText("For God so loved the world.")).toBeVisible();
  await expect(page.getByRole("link", { name: "John 3:16-21" })).toHaveAttribute("href", "/teachings?book=John");
  await expect(page.getByRole("link", { name: `Series: Gospel of John ${stamp}` })).toBeVisible();
  await expect(page.getByRole("link", { name: "Next: Living water" })).toHaveAttribute("href", `/teachings/${second}`);
  const audio = page.locator("audio");
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState)).toBeGreaterThan(0);
  await audio.evaluate((element: HTMLAudioElement) => {
    element.currentTime = element.duration * 0.8;
  });
  await expect.poll(() => ranges.join(" | ")).toMatch(/206 bytes=[1-9]\d*-/);
  await expectNoAxeViolations(page);

  await page.goto(`/teachings/${second}`);
  await expect(page.locator("main iframe")).toHaveAttribute("src", "https://www.youtube.com/embed/dQw4w9WgXcQ");
  await expect(page.getByRole("link", { name: "John 4:7-15" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Previous: Born again" })).toBeVisible();
});

test("the series page, the Spanish pages, Home and the sitemap show published teachings and never a draft", async ({
  page,
  request,
}) => {
  await page.goto(`/teachings/series/${seriesSlug}`);
  await expect(page.getByRole("heading", { level: 1, name: `Gospel of John ${stamp}` })).toBeVisible();
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(["Born again", "Living water"]);
  await expect(page.getByRole("link", { name: "Podcast feed" })).toHaveAttribute(
    "href",
    `/teachings/series/${seriesSlug}/feed.xml`,
  );

  await page.goto(`/es/teachings/${first}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { name: "Escuchar" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Todas las enseñanzas" })).toHaveAttribute("href", "/es/teachings");
  await page.goto("/es/teachings");
  await expect(page.getByRole("heading", { level: 1, name: "Enseñanzas" })).toBeVisible();
  // Bible books by the names of the visitor's Bible, in the Bible's order, in the filter and the references.
  const books = page.getByRole("form", { name: "Filtrar enseñanzas" }).getByLabel("Libro de la Biblia");
  await expect(books.locator("option[value=John]")).toHaveText("Juan");
  const bookOrder = (
    await books.locator("option").evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
  )
    .filter(Boolean)
    .map((book) => OSIS_BOOKS.indexOf(book));
  expect(bookOrder).toEqual([...bookOrder].sort((a, b) => a - b));
  await expect(page.getByRole("link", { name: "Juan 3:16-21" }).first()).toHaveAttribute(
    "href",
    "/es/teachings?book=John",
  );
  await expect(page.getByRole("link", { name: "John 3:16-21" })).toHaveCount(0);

  expect((await request.get(`/teachings/${draftOnly}`)).status()).toBe(404);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`/teachings/${first}`);
  expect(sitemap).toContain(`/es/teachings/series/${seriesSlug}`);
  expect(sitemap).not.toContain(draftOnly);

  await page.goto("/");
  const recent = page.getByRole("region", { name: "Recent Teachings" });
  await expect(recent.locator(`a[href="/teachings/${second}"]`)).toContainText("Living water");
  await expect(recent.getByText("Not yet")).toHaveCount(0);
});

test("/videos keeps its one embedded video and lists the published teachings with a video below it", async ({
  page,
}) => {
  await page.goto("/videos");
  const mainVideo = page.getByRole("main").locator("iframe").first();
  await expect(mainVideo).toHaveAttribute("height", "400");
  const list = page.getByRole("region", { name: "Teachings on video" });
  await expect(list.getByRole("link", { name: "Living water" })).toHaveAttribute("href", `/teachings/${second}`);
  // Audio only, or a draft: not a video.
  await expect(list.getByRole("link", { name: "Born again" })).toHaveCount(0);
  await expect(list.getByRole("link", { name: "Not yet" })).toHaveCount(0);
  // Below the spec's video, never before it.
  expect(
    await page.evaluate(() =>
      Boolean(
        document.querySelector("#main-video")!.compareDocumentPosition(document.querySelector("#video-teachings")!) &
        Node.DOCUMENT_POSITION_FOLLOWING,
      ),
    ),
  ).toBe(true);
  await expectNoAxeViolations(page);

  await page.goto("/es/videos");
  await expect(
    page.getByRole("region", { name: "Enseñanzas en vídeo" }).getByRole("link", { name: "Living water" }),
  ).toHaveAttribute("href", `/es/teachings/${second}`);
});

test("screens at 390x844 and 1440x900", async ({ page }, testInfo) => {
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ]) {
    await page.setViewportSize({ width, height });
    for (const [name, path] of [
      ["list", "/teachings"],
      ["teaching", `/teachings/${first}`],
      ["series", `/teachings/series/${seriesSlug}`],
      ["home", "/"],
      ["videos", "/videos"],
      ["list-es", "/es/teachings"],
    ]) {
      await page.goto(path);
      await saveFullPage(page, testInfo.outputPath(`${name}-${width}x${height}.png`));
    }
  }
});
