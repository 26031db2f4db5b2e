import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, expectNoHorizontalScroll, smallTouchTargets } from "../support/site";

const PAGES = [
  { path: "/", title: "Home · FIRSTbORN Ministries" },
  { path: "/about", title: "About · FIRSTbORN Ministries" },
  { path: "/contact", title: "Contact · FIRSTbORN Ministries" },
  { path: "/videos", title: "Videos · FIRSTbORN Ministries" },
];

for (const { path, title } of PAGES) {
  test(`${path} has its own title, description and Open Graph tags in the first HTML`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(`<title>${title}</title>`);
    expect(head).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(head).toContain(`<meta property="og:title" content="${title}"/>`);
    expect(head).toMatch(/<meta property="og:description" content="[^"]+"/);
    expect(head).toContain(`<meta property="og:type" content="website"/>`);
  });

  for (const width of [375, 768, 1280]) {
    test(`${path} at ${width} px passes axe (WCAG 2.2 AA) and does not scroll sideways`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
      // WCAG rules plus landmarks, heading order, one main and one h1.
      await expectNoAxeViolations(page, { bestPractices: true });
    });
  }
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  for (const { path } of PAGES) {
    test(`${path}: every control in the page is at least 44 px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await smallTouchTargets(page, "main")).toEqual([]);
    });
  }
});

test("keyboard focus is visible on every control it reaches", async ({ page }) => {
  await page.goto("/");
  const seen = new Set<string>();
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab");
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const ring = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
      const shadow = style.boxShadow !== "none";
      return {
        name: `${el.tagName} ${(el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 30)}`,
        visible: ring || shadow,
      };
    });
    if (!focus) continue;
    seen.add(focus.name);
    expect(focus.visible, `focus indicator on ${focus.name}`).toBe(true);
  }
  expect(seen.size).toBeGreaterThan(10);
});

test("/interactive-books has its own title, description and Open Graph tags", async ({ request }) => {
  const html = await (await request.get("/interactive-books")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).toContain("<title>Interactive Books · FIRSTbORN Ministries</title>");
  expect(head).toMatch(/<meta name="description" content="[^"]{20,}"/);
  expect(head).toMatch(/<meta property="og:title" content="Interactive Books[^"]*"/);
  expect(head).toMatch(/<meta property="og:description" content="[^"]+"/);
});

for (const width of [375, 768, 1280]) {
  test(`the 404 page passes axe at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/missing-page");
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, { bestPractices: true });
  });
}

test("sitemap.xml lists the public pages, the booklets and the 21 book pages", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  for (const path of [
    "/",
    "/about",
    "/contact",
    "/videos",
    "/interactive-books",
    "/flipbook?page=1",
    "/flipbook?page=21",
  ]) {
    expect(xml).toMatch(new RegExp(`<loc>https?://[^/<]+${path.replace("?", "\\?")}</loc>`));
  }
  // Once each at its English URL (and once in each other language, tests/e2e/public/language-urls.spec.ts).
  expect(xml.match(/<loc>https?:\/\/[^/<]+\/flipbook\?page=\d+<\/loc>/g)).toHaveLength(21);
  expect(xml).not.toContain("/admin");
});

test("robots.txt keeps /admin and /api out and points at the sitemap", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toContain("Disallow: /admin");
  expect(text).toContain("Disallow: /api/");
  expect(text).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
});
