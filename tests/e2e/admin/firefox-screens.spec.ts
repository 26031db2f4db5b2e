import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import type { Browser, ElementHandle, Page } from "puppeteer-core";
import { FIREFOX, hasFirefox, launchFirefox, waitInPage } from "../support/firefox";
import { freshIp, storageStatePath } from "../support/accounts";
import { createTestBooklet, deleteTestBooklet, uniqueTitle } from "../support/booklets";

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
  "/admin/teachings",
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

  test("the booklet editor shows the server's reason for HTML nested too deep under its field, and keeps it", async ({
    baseURL,
    playwright,
  }, testInfo) => {
    const staff = await playwright.request.newContext({ baseURL, storageState: storageStatePath("admin") });
    const { id } = await createTestBooklet(staff, { title: uniqueTitle("Firefox deep HTML") });
    const page = await newPage(baseURL!, true);
    const deep = `${"<b>".repeat(150)}Too deep`;
    // As typing would, for React (puppeteer's locators wait inside the page, which the CSP forbids here).
    const fill = (selector: string, value: string) =>
      page.evaluate(
        (selector, value) => {
          const field = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector)!;
          const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")!.set!;
          setter.call(field, value);
          field.dispatchEvent(new Event("input", { bubbles: true }));
        },
        selector,
        value,
      );
    // The editor's own "Add page" opens the form; the form's (the last one) sends it. A real click: Radix
    // tabs switch on the pointer, not on a scripted click().
    const clickButton = async (label: string, which: "first" | "last") => {
      const button = await page.evaluateHandle(
        (label, which) => {
          const buttons = [...document.querySelectorAll("button")].filter((b) => b.textContent?.trim() === label);
          return which === "first" ? buttons[0] : buttons.at(-1);
        },
        label,
        which,
      );
      await (button as ElementHandle<HTMLButtonElement>).click();
    };
    try {
      for (const size of SIZES) {
        await page.setViewport(size);
        await page.goto(`${baseURL}/admin/booklets/${id}`, { waitUntil: "networkidle0" });
        await page.waitForSelector("main h1", { visible: true });
        await clickButton("Add page", "first");
        await fill("#page-title", "Deep");
        await clickButton("HTML", "first");
        await fill("#page-content", deep);
        await clickButton("Add page", "last");
        await waitInPage(page, () => /nests more than 100 elements inside each other/.test(document.body.innerText));
        const field = await page.$eval("#page-content", (area) => ({
          kept: (area as HTMLTextAreaElement).value,
          invalid: area.getAttribute("aria-invalid"),
          describedBy: (area.getAttribute("aria-describedby") ?? "")
            .split(" ")
            .map((id) => document.getElementById(id)?.textContent ?? "")
            .join(" "),
        }));
        expect(field.kept).toBe(deep);
        expect(field.invalid).toBe("true");
        expect(field.describedBy).toMatch(/nests more than 100 elements/);
        await page.screenshot({ path: testInfo.outputPath(`booklet-deep-html-${size.width}.png`) });
      }
    } finally {
      await page.browserContext().close();
      await deleteTestBooklet(staff, id);
      await staff.dispose();
    }
  });
});
