import { expect, test } from "../support/fixtures";
import { expectNoAxeViolations, scriptsFetchedDuring } from "../support/site";
import { highlighted, spokenSoFar, stubSpeechSynthesis } from "../support/speech";

// "Listen" without an AI provider (this server has none): the browser's voice reads the page as it
// is shown, sentence by sentence in the page's language, the sentence being read highlighted.

test.use({ viewport: { width: 1440, height: 900 } });

test("a Spanish book page is read by the browser in Spanish, the highlight moving sentence by sentence", async ({
  page,
}) => {
  // Sentences of 2 s: at 0.6 s a loaded machine's polls could miss the second sentence's turn.
  await stubSpeechSynthesis(page, 2_000);
  await page.goto("/es/flipbook?page=2");
  const text = page.locator("[data-listen-text]");
  await expect(text).toContainText(/\w/);
  const pageWords = ((await text.textContent()) ?? "").replace(/\s+/g, " ");

  const listen = page.getByRole("button", { name: "Escuchar" });
  // Its code arrives on the first click, not with the page.
  const loaded = await scriptsFetchedDuring(page, () => listen.click());
  expect(loaded.length).toBeGreaterThan(0);
  await expect(listen).toHaveAttribute("aria-expanded", "true");
  const player = page.getByRole("region", { name: "Lectura en voz alta" });
  await expect(player.getByRole("status")).toHaveText("Leyendo en voz alta");
  await expect(player.getByRole("button", { name: "Pausa" })).toBeFocused();

  await expect.poll(async () => (await spokenSoFar(page)).length).toBeGreaterThan(0);
  const [first] = await spokenSoFar(page);
  expect(first.lang).toBe("es");
  expect(pageWords).toContain(first.text);
  await expect.poll(() => highlighted(page)).toBe(first.text);
  await expect(page.getByTestId("listen-sentence")).toHaveText(first.text);

  // The next sentence is read and highlighted in its turn.
  await expect.poll(async () => (await spokenSoFar(page)).length).toBeGreaterThan(1);
  const second = (await spokenSoFar(page))[1];
  expect(second.text).not.toBe(first.text);
  expect(pageWords).toContain(second.text);
  await expect.poll(() => highlighted(page)).toBe(second.text);

  // Pause stops the voice where it is; play goes on from the same sentence, at the speed chosen.
  await player.getByRole("button", { name: "Pausa" }).click();
  await expect(player.getByRole("status")).toHaveText("En pausa");
  const heard = (await spokenSoFar(page)).length;
  await page.waitForTimeout(2_500);
  expect((await spokenSoFar(page)).length).toBe(heard);
  await player.getByLabel("Velocidad").selectOption("1.5");
  await player.getByRole("button", { name: "Reproducir" }).click();
  await expect.poll(async () => (await spokenSoFar(page)).length).toBeGreaterThan(heard);
  const resumed = (await spokenSoFar(page))[heard];
  expect(resumed.text).toBe((await spokenSoFar(page))[heard - 1].text);
  expect(resumed.rate).toBe(1.5);

  await expectNoAxeViolations(page);

  // Escape closes the reader, the highlight goes and focus returns to Listen.
  await page.keyboard.press("Escape");
  await expect(player).toBeHidden();
  await expect(listen).toBeFocused();
  expect(await highlighted(page)).toBe("");
});

test("at the end of a book page the reader goes on to the next one when asked", async ({ page }) => {
  await stubSpeechSynthesis(page, 50);
  await page.goto("/flipbook?page=2");
  await page.getByRole("button", { name: "Listen" }).click();
  const player = page.getByRole("region", { name: "Read aloud" });
  await player.getByRole("button", { name: "Pause" }).click();
  await player.getByRole("checkbox", { name: "Go on to the next page" }).check();
  await player.getByRole("button", { name: "Play" }).click();
  // It moves on (and may go on past the next page when pages are short and the machine busy).
  await expect
    .poll(async () => parseInt((await page.getByTestId("page-counter").textContent()) ?? "", 10), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(3);
  await expect(player.getByRole("status")).toHaveText("Reading aloud");
  const nextPageWords = ((await page.locator("[data-listen-text]").textContent()) ?? "").replace(/\s+/g, " ");
  await expect.poll(async () => (await spokenSoFar(page)).some((s) => nextPageWords.includes(s.text))).toBe(true);
});

test("Listen is on a booklet page, a teaching's notes and About, and reads their words", async ({ page, as }) => {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const slug = `listen-${stamp}`;
  const { id } = await (
    await as.editor.post("/api/teachings", { data: { title: `Listen ${stamp}`, slug, date: "2026-10-01" } })
  ).json();
  try {
    const notes = "<p>Blessed are the meek. They shall inherit the earth.</p>";
    const draft = { title: `Listen ${stamp}`, slug, date: "2026-10-01", notes };
    expect((await as.editor.put(`/api/content/teaching/${id}/draft`, { data: draft })).status()).toBe(200);
    expect((await as.editor.post(`/api/content/teaching/${id}/publish`, { data: {} })).status()).toBe(200);

    await stubSpeechSynthesis(page);
    await page.goto("/interactive-books");
    const booklet = await page.locator('a[href^="/booklets/"]').first().getAttribute("href");
    for (const path of [booklet!, `/teachings/${slug}`, "/about"]) {
      await page.goto(path);
      const words = (await page.locator("[data-listen-text]").allTextContents()).join(" ").replace(/\s+/g, " ");
      await page.getByRole("button", { name: "Listen" }).click();
      await expect.poll(async () => (await spokenSoFar(page)).length, { message: path }).toBeGreaterThan(0);
      const [first] = await spokenSoFar(page);
      expect(first.lang, path).toBe("en");
      expect(words, path).toContain(first.text);
      if (path.startsWith("/teachings/")) expect(first.text).toBe("Blessed are the meek.");
    }
  } finally {
    await as.editor.delete(`/api/teachings/${id}`);
  }
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the reader's bar at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await stubSpeechSynthesis(page, 60_000);
    await page.goto("/flipbook?page=2");
    await page.getByRole("button", { name: "Listen" }).click();
    await expect(page.getByTestId("listen-sentence")).toBeVisible();
    await page.screenshot({ path: `test-results/listen-book-${viewport.width}.png` });
    await page.goto("/about");
    await page.getByRole("button", { name: "Listen" }).click();
    await expect(page.getByTestId("listen-sentence")).toBeVisible();
    await page.screenshot({ path: `test-results/listen-about-${viewport.width}.png` });
  });
}
