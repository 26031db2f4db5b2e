import { expect, test, type Page } from "@playwright/test";
import { LOCALES } from "@/lib/i18n/config";
import { freshIp } from "../support/accounts";
import { catalogue } from "../support/catalogues";

// Every public page has a URL per language (/es/about), rendered in that language on the server;
// the spec's unprefixed URLs answer in the visitor's stored choice, else their browser's language,
// else English (docs/decisions/010). This server has no translation provider.

const langOf = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];

/** The hreflang links of a page: language → absolute URL. */
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((match) => [
      match[1],
      match[2].replaceAll("&amp;", "&"),
    ]),
  );

test("a first visit follows the browser's language; a stored choice, English included, wins afterwards", async ({
  request,
}) => {
  const first = await request.get("/", { headers: { "Accept-Language": "pt-BR,pt;q=0.9,en;q=0.8" } });
  expect(first.status()).toBe(200);
  const html = await first.text();
  expect(langOf(html)).toBe("pt");
  expect(html).toContain(catalogue("pt")("site.nav.about"));
  // Shared caches keep one copy per cookie and browser language on the unprefixed URL.
  expect(first.headers()["vary"]).toMatch(/Cookie/);
  expect(first.headers()["vary"]).toMatch(/Accept-Language/);

  const chosen = await request.get("/", {
    headers: { "Accept-Language": "pt-BR,pt;q=0.9", cookie: "preferredLanguage=en" },
  });
  expect(langOf(await chosen.text())).toBe("en");
  const crawler = await request.get("/", {
    headers: { "Accept-Language": "pt-BR", "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" },
  });
  expect(crawler.status()).toBe(200);
  expect(langOf(await crawler.text())).toBe("en");
});

test("/es/about is Spanish on the server, whatever the cookie, with 6 reciprocal hreflang links and x-default", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/es/about", { headers: { cookie: "preferredLanguage=de" } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<html[^>]*\slang="es"[^>]*\sdir="ltr"|<html[^>]*\sdir="ltr"[^>]*\slang="es"/);
  expect(html).not.toContain("document.documentElement.lang");
  expect(response.headers()["vary"] ?? "").not.toMatch(/Cookie/);
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/es/about"`);
  const links = alternates(html);
  expect(Object.keys(links).sort()).toEqual([...LOCALES, "x-default"].sort());
  expect(links["x-default"]).toBe(`${baseURL}/about`);
  expect(links.en).toBe(`${baseURL}/about`);
  for (const language of LOCALES) {
    if (language !== "en") expect(links[language]).toBe(`${baseURL}/${language}/about`);
    // Reciprocal: each alternate names the same set and is in its own language.
    const other = await (await request.get(links[language])).text();
    expect(langOf(other), language).toBe(language);
    expect(alternates(other), language).toEqual(links);
  }
});

test("sitemap.xml lists every page in every language, with its alternates", async ({ request, baseURL }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/about", "/interactive-books", "/flipbook?page=7"])
    for (const language of LOCALES) {
      const url = `${baseURL}${language === "en" ? "" : `/${language}`}${path}`.replaceAll("&", "&amp;");
      expect(xml, url).toContain(`<loc>${url}</loc>`);
    }
  expect(xml).toContain(`<loc>${baseURL}/es</loc>`);
  expect(xml).toContain(`hreflang="x-default"`);
  expect(xml).toContain(`hreflang="de" href="${baseURL}/de/about"`);
});

test("a page whose content is untranslated says so in the visitor's language and is kept out of search results", async ({
  browser,
  baseURL,
}) => {
  const de = catalogue("de");
  const context = await browser.newContext({ baseURL, locale: "de-DE" });
  await context.addCookies([{ name: "preferredLanguage", value: "de", url: baseURL! }]);
  const page = await context.newPage();
  await page.goto("/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("note")).toHaveText(de("site.untranslated"));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await context.close();

  // English, the original, has neither.
  const english = await browser.newPage({ baseURL });
  await english.goto("/about");
  await expect(english.getByTestId("untranslated-notice")).toHaveCount(0);
  await expect(english.locator('meta[name="robots"]')).toHaveCount(0);
  await english.close();
});

test("a German visitor's chat names its sources in German and links them in German", async ({ browser, baseURL }) => {
  const de = catalogue("de");
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": freshIp() } });
  await context.addCookies([{ name: "preferredLanguage", value: "de", url: baseURL! }]);
  const page = await context.newPage();
  await page.goto("/about");
  await page.getByRole("button", { name: new RegExp(de("chat.launcher")) }).click();
  const panel = page.getByRole("dialog");
  await panel.getByRole("textbox").fill("What does it mean to be sealed by the Spirit?");
  await panel.getByRole("textbox").press("Enter");
  const source = panel.getByRole("link", { name: /Interaktives Buch, Seite \d+/ }).first();
  await expect(source).toBeVisible({ timeout: 20_000 });
  await expect(source).toHaveAttribute("href", /^\/de\/flipbook\?page=\d+$/);
  await expect(panel.getByText(/Interactive book, page/)).toHaveCount(0);
  await context.close();
});

async function stubShare(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { shared: ShareData[] }).shared = [];
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: async (data: ShareData) => void (window as unknown as { shared: ShareData[] }).shared.push(data),
    });
  });
}

test("each book page is its own link: canonical, title and picture, and Share sends that page", async ({
  page,
  request,
  baseURL,
}) => {
  const html = await (await request.get("/flipbook?page=7&mode=iframe")).text();
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/flipbook?page=7"`);
  expect(html).toMatch(/<meta property="og:image" content="[^"]*\/assets\/images\/page-7\.webp"/);
  expect(html).toMatch(/<meta property="og:title" content="[^"]*7[^"]*"/);
  const other = await (await request.get("/flipbook?page=8")).text();
  expect(other).toContain(`<link rel="canonical" href="${baseURL}/flipbook?page=8"`);

  await stubShare(page);
  await page.goto("/flipbook?page=7");
  await page.getByRole("button", { name: "Share" }).first().click();
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
  expect(shared).toHaveLength(1);
  expect(shared[0].url).toBe(`${baseURL}/flipbook?page=7`);
});

test("without a share sheet, Share copies the page's address and says so", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  await page.addInitScript(() => Object.defineProperty(navigator, "share", { configurable: true, value: undefined }));
  await page.goto("/de/flipbook?page=3");
  await page
    .getByRole("button", { name: catalogue("de")("site.share.label") })
    .first()
    .click();
  await expect(page.getByRole("status").filter({ hasText: catalogue("de")("site.share.copied") })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/de/flipbook?page=3`);
  await context.close();
});

test("on a language's own URL the select changes the URL; links stay in the page's language", async ({ page }) => {
  await page.goto("/fr/about");
  const fr = catalogue("fr");
  const nav = page.getByRole("navigation", { name: fr("site.nav.mainNavigation") });
  await expect(nav.getByRole("link", { name: fr("site.nav.contact") })).toHaveAttribute("href", "/fr/contact");
  await page
    .getByRole("banner")
    .getByRole("combobox", { name: fr("site.language.label") })
    .selectOption("it");
  await expect(page).toHaveURL(/\/it\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await page
    .getByRole("banner")
    .getByRole("combobox", { name: catalogue("it")("site.language.label") })
    .selectOption("");
  // A pattern ending in /about would match the Italian URL before the navigation starts.
  await expect(page).toHaveURL((url) => url.pathname === "/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});
