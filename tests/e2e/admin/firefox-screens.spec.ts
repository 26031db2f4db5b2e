import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import type { Browser, Page } from "puppeteer-core";
import { FIREFOX, hasFirefox, launchFirefox } from "../support/firefox";
import { freshIp, storageStatePath } from "../support/accounts";

// The screens staff and visitors tripped over, in Debian's Firefox ESR (over WebDriver BiDi, by
// puppeteer-core) at a phone's and a desktop's size: each is saved as a screenshot to look at, and
// none may scroll sideways.
const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const PUBLIC = [
  "/",
  "/about",
  "/videos",
  "/contact",
  "/interactive-books",
  "/flipbook?page=6&mode=iframe",
  "/es/contact",
];
const ADMIN = [
  "/admin/dashboard",
  "/admin/documents",
  "/admin/questions",
  "/admin/settings",
  "/admin/flipbook-management",
  "/admin/booklets",
];

test.describe("screens in Firefox ESR", () => {
  test.skip(!hasFirefox(), `no Firefox at ${FIREFOX}`);
  test.describe.configure({ timeout: 300_000 });
  let browser: Browser;

  test.beforeAll(async () => {
    browser = await launchFirefox();
  });
  test.afterAll(async () => browser?.close());

  /** A fresh context, signed in as the admin when asked (the setup project's saved cookies). */
  async function newPage(baseURL: string, admin: boolean): Promise<Page> {
    const context = await browser.createBrowserContext();
    if (admin) {
      const { cookies } = JSON.parse(readFileSync(storageStatePath("admin"), "utf8")) as {
        cookies: { name: string; value: string; domain: string; path: string; httpOnly: boolean; secure: boolean }[];
      };
      await context.setCookie(
        ...cookies.map(({ name, value, domain, path, httpOnly, secure }) => ({
          name,
          value,
          domain,
          path,
          httpOnly,
          secure,
        })),
      );
    }
    const page = await context.newPage();
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
    return page;
  }

  for (const [group, paths] of [
    ["public", PUBLIC],
    ["admin", ADMIN],
  ] as const)
    test(`the ${group} screens at 390 and 1440 px: saved, and none scrolls sideways`, async ({ baseURL }, testInfo) => {
      const page = await newPage(baseURL!, group === "admin");
      const overflowing: string[] = [];
      for (const size of SIZES) {
        await page.setViewport(size);
        for (const path of paths) {
          const response = await page.goto(`${baseURL}${path}`, { waitUntil: "networkidle0" });
          expect(response?.status(), path).toBeLessThan(400);
          // Not sent to the login page (an expired saved session would make every staff screen that).
          expect(new URL(page.url()).pathname, path).toBe(new URL(path, baseURL).pathname);
          // Screens that load their data in the browser show a spinner until then: wait for the heading.
          await page.waitForSelector("main h1, h1", { visible: true });
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          if (overflow > 0) overflowing.push(`${path} at ${size.width} px: ${overflow} px`);
          const name = `${path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home"}-${size.width}.png`;
          await page.screenshot({ path: testInfo.outputPath(name) });
        }
      }
      expect(overflowing).toEqual([]);
      await page.browserContext().close();
    });
});
