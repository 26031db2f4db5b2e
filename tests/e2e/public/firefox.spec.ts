import { expect, test } from "../support/fixtures";
import type { Browser, Page } from "puppeteer-core";
import { FIREFOX, hasFirefox, launchFirefox, waitInPage } from "../support/firefox";
import { freshIp } from "../support/accounts";
import { createTestBooklet, deleteTestBooklet, uniqueTitle } from "../support/booklets";
import { catalogue } from "../support/catalogues";

// The language, notice, chat and Share checks in Debian's Firefox ESR, driven over WebDriver BiDi
// by puppeteer-core (Playwright's own Firefox build cannot be downloaded here).

test.describe("in Firefox ESR", () => {
  test.skip(!hasFirefox(), `no Firefox at ${FIREFOX}`);
  let browser: Browser;

  test.beforeAll(async () => {
    browser = await launchFirefox();
  });
  test.afterAll(async () => browser?.close());

  /** A visitor of their own (a fresh browser context), German when asked. */
  async function visitor(baseURL: string, language?: string): Promise<Page> {
    const context = await browser.createBrowserContext();
    if (language)
      await context.setCookie({
        name: "preferredLanguage",
        value: language,
        domain: new URL(baseURL).hostname,
        path: "/",
      });
    const page = await context.newPage();
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
    return page;
  }

  test("a German visitor sees the untranslated notice on /about and German chat sources", async ({ baseURL }) => {
    const de = catalogue("de");
    const page = await visitor(baseURL!, "de");
    await page.goto(`${baseURL}/about`);
    expect(await page.$eval("html", (html) => html.lang)).toBe("de");
    const notice = await page.waitForSelector('[data-testid="untranslated-notice"]');
    expect(await notice!.evaluate((node) => node.textContent?.trim())).toBe(de("site.untranslated"));

    await page.evaluate((label) => {
      [...document.querySelectorAll("button")].find((button) => button.textContent?.startsWith(label))?.click();
    }, de("chat.launcher"));
    const input = await page.waitForSelector(`[role="dialog"] input[aria-label="${de("chat.inputLabel")}"]`);
    await input!.type("What does it mean to be sealed by the Spirit?");
    await input!.press("Enter");
    const source = await page.waitForSelector('[role="dialog"] a[href^="/de/flipbook?page="]', { timeout: 20_000 });
    expect(await source!.evaluate((link) => link.textContent)).toMatch(/Interaktives Buch, Seite \d+/);
    await page.browserContext().close();
  });

  test("a book page has its own canonical and picture, and Share sends that page", async ({ baseURL }) => {
    const page = await visitor(baseURL!);
    await page.evaluateOnNewDocument(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: async (data: ShareData) => void shared.push(data),
      });
    });
    await page.goto(`${baseURL}/flipbook?page=7`);
    expect(await page.$eval('link[rel="canonical"]', (link) => link.getAttribute("href"))).toBe(
      `${baseURL}/flipbook?page=7`,
    );
    expect(await page.$eval('meta[property="og:image"]', (meta) => meta.getAttribute("content"))).toMatch(
      /\/assets\/images\/page-7\.webp$/,
    );
    await page.evaluate(() => document.querySelector<HTMLButtonElement>('button[title="Share"]')?.click());
    await waitInPage(page, () => (window as unknown as { shared: ShareData[] }).shared.length > 0);
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    expect(shared[0].url).toBe(`${baseURL}/flipbook?page=7`);
    await page.browserContext().close();
  });

  test("the Spanish search finds the book's page citing John 3:16 from Juan 3:16, the verse marked", async ({
    baseURL,
  }) => {
    const page = await visitor(baseURL!);
    await page.setViewport({ width: 390, height: 844 });
    await page.goto(`${baseURL}/es/search?q=${encodeURIComponent("Juan 3:16")}`);
    const result = await page.waitForSelector('main ol li:has(a[href="/es/flipbook?page=6"])');
    expect(await result!.$$eval("mark", (marks) => marks.map((mark) => mark.textContent))).toEqual(["John 3:16"]);
    await page.screenshot({ path: "test-results/search-results-firefox-390.png", fullPage: true });
    await page.browserContext().close();
  });

  test("a booklet's verse link, the Reading settings and Listen work, at phone and desktop size", async ({
    baseURL,
    as,
  }) => {
    const editor = as.editor;
    const booklet = await createTestBooklet(editor, { title: uniqueTitle("Firefox booklet") }, [
      {
        title: "Only page",
        content: "<p>Grace is a gift. It is received by faith.</p>",
        popovers: [{ title: "Scripture notes", content: "<p>Read 2 Corinthians 5:17 today.</p>" }],
      },
    ]);
    try {
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1440, height: 900 },
      ]) {
        const page = await visitor(baseURL!);
        await page.setViewport(viewport);
        await page.evaluateOnNewDocument(() => {
          const spoken: { text: string; lang: string }[] = [];
          Object.assign(window, { __spoken: spoken });
          Object.defineProperty(window, "speechSynthesis", {
            configurable: true,
            value: {
              speaking: false,
              paused: false,
              pending: false,
              speak: ({ text, lang }: { text: string; lang: string }) => void spoken.push({ text, lang }),
              cancel() {},
              pause() {},
              resume() {},
              getVoices: () => [],
              addEventListener() {},
              removeEventListener() {},
            },
          });
        });
        await page.goto(`${baseURL}/booklets/${booklet.id}`);
        const clickButton = (name: string) =>
          page.evaluate((label) => {
            const button = [...document.querySelectorAll("button")].find(
              (candidate) => candidate.textContent?.trim() === label || candidate.title === label,
            );
            button?.click();
            return Boolean(button);
          }, name);

        // The verse opens in place, from the server's link, with the verse view loaded on the click.
        expect(await clickButton("Scripture notes")).toBe(true);
        const reference = await page.waitForSelector('[popover] [data-reference="2 Corinthians 5:17"]', {
          visible: true,
        });
        await reference!.click();
        await page.waitForSelector('[popover] img[src="/assets/images/verses/2corinthians517.webp"]');
        await page.keyboard.press("Escape");

        // The largest text is kept on <html> and survives a reload.
        expect(await clickButton("Reading")).toBe(true);
        await page.waitForSelector('[role="dialog"]');
        await page.click('[role="dialog"] label:has(input[name="reading-size"][value="largest"])');
        await page.keyboard.press("Escape");
        await page.reload();
        expect(await page.$eval("html", (html) => html.getAttribute("data-reading-size"))).toBe("largest");
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

        // Listen reads the page with the browser's voice in the page's language.
        expect(await clickButton("Listen")).toBe(true);
        await waitInPage(page, () => (window as unknown as { __spoken: unknown[] }).__spoken.length > 0);
        const [first] = await page.evaluate(
          () => (window as unknown as { __spoken: { text: string; lang: string }[] }).__spoken,
        );
        expect(first.lang).toBe("en");
        expect(first.text.length).toBeGreaterThan(0);
        await page.screenshot({ path: `test-results/booklet-reading-firefox-${viewport.width}.png`, fullPage: true });
        await page.evaluate(() => localStorage.clear());
        await page.browserContext().close();
      }
    } finally {
      await deleteTestBooklet(editor, booklet.id);
    }
  });
});
