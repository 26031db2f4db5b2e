import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, expectNoHorizontalScroll } from "../support/site";

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
      await expectNoAxeViolations(page);
    });
  }
}

test("the 404 page passes axe", async ({ page }) => {
  await page.goto("/missing-page");
  await expectNoAxeViolations(page);
});

test("sitemap.xml lists the public pages, the booklets and the 21 book pages", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  for (const path of ["/", "/about", "/contact", "/videos", "/interactive-books", "/flipbook?page=1", "/flipbook?page=21"]) {
    expect(xml).toMatch(new RegExp(`<loc>https?://[^/<]+${path.replace("?", "\\?")}</loc>`));
  }
  expect(xml.match(/\/flipbook\?page=\d+<\/loc>/g)).toHaveLength(21);
  expect(xml).not.toContain("/admin");
});

test("robots.txt keeps /admin and /api out and points at the sitemap", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toContain("Disallow: /admin");
  expect(text).toContain("Disallow: /api/");
  expect(text).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
});
