import { expect, test } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { fetchHtml, TEXT_PAGES } from "../../../scripts/bench/lib/page-weight.mjs";

// What a phone downloads before its first paint, the part of Lighthouse's LCP estimate a page
// controls (docs/decisions/017): Home's cover, its largest element, is requested from the head of
// the HTML at high priority in a file of its displayed size, and the one font file stays small.

const COVER_SLOT_PX = 224;
const FONT_LIMIT_KB = 32;

const attribute = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1]?.replaceAll("&amp;", "&") ?? null;

/** Width → URL of each candidate in a srcset. */
const candidates = (srcset: string) =>
  new Map(
    srcset.split(", ").map((entry) => {
      const [url, width] = entry.trim().split(" ");
      return [Number.parseInt(width, 10), url] as const;
    }),
  );

/** A page's one high-priority image (its largest element): eager, optimised, preloaded from the head. */
async function featuredImage(path: string) {
  const html = await fetchHtml(baseURL, path);
  const head = html.slice(0, html.indexOf("</head>"));
  const body = html.slice(head.length);

  const img = body.match(/<img\b[^>]*fetchpriority="high"[^>]*>/i)?.[0];
  expect(img, `${path}: the cover is the page's one high-priority image`).toBeTruthy();
  expect(body.match(/<img\b[^>]*fetchpriority="high"/gi)).toHaveLength(1);
  expect(attribute(img!, "loading")).toBe("eager");
  expect(attribute(img!, "src")).toMatch(/^\/_next\/image\?/);

  const preload = head.match(/<link\b[^>]*rel="preload"[^>]*as="image"[^>]*>/i)?.[0];
  expect(preload, `${path}: a preload link in the head, found before any script or stylesheet is parsed`).toBeTruthy();
  expect(attribute(preload!, "fetchPriority")).toBe("high");
  expect(attribute(preload!, "imageSrcSet")).toBe(attribute(img!, "srcset"));
  return img!;
}

test("/interactive-books' featured cover is preloaded at high priority, eager, through the optimizer", async () => {
  await featuredImage("/interactive-books");
});

test("Home's cover is preloaded from the head at high priority, eager, in a file of its displayed size", async ({
  request,
}) => {
  const img = await featuredImage("/");
  expect(attribute(img, "sizes")).toContain(`${COVER_SLOT_PX}px`);

  // A 2x phone needs 448 pixels for the 224-pixel slot: without that width it got the 640 file.
  const widths = candidates(attribute(img, "srcset")!);
  const twice = widths.get(2 * COVER_SLOT_PX);
  expect(twice, `a ${2 * COVER_SLOT_PX}w candidate in ${[...widths.keys()].join(", ")}`).toBeTruthy();
  const [fitted, larger] = await Promise.all(
    [twice!, widths.get(640)!].map((url) => request.get(url, { headers: { Accept: "image/webp,image/*" } })),
  );
  expect(fitted.status()).toBe(200);
  expect(fitted.headers()["content-type"]).toMatch(/^image\//);
  expect((await fitted.body()).length).toBeLessThan((await larger.body()).length);
});

test(`every page preloads one font file, of at most ${FONT_LIMIT_KB} KB`, async ({ request }) => {
  const response = await request.get("/about");
  const fontLinks = (response.headers()["link"] ?? "").split(/,\s*(?=<)/).filter((link) => /as="?font/.test(link));
  // A page's first render (a cache MISS) sends Next's preload header twice; the browser fetches a URL once.
  const fonts = [...new Set(fontLinks.map((link) => link.match(/<([^>]+)>/)![1]))];
  expect(fonts).toHaveLength(1);
  const href = fonts[0];
  const font = await request.get(href);
  expect(font.status()).toBe(200);
  expect((await font.body()).length / 1024).toBeLessThanOrEqual(FONT_LIMIT_KB);
});

// Next keeps no optimised image in this setup (scripts/server/image-cache.mjs): the server does.
test("the server answers a repeated optimised image from its copy, without running the optimizer again", async ({
  request,
}) => {
  const html = await fetchHtml(baseURL, "/");
  const img = html.match(/<img\b[^>]*fetchpriority="high"[^>]*>/i)![0];
  const url = candidates(attribute(img, "srcset")!).get(2 * COVER_SLOT_PX)!;
  const accept = { Accept: "image/webp,image/*" };
  const first = await request.get(url, { headers: accept });
  expect(first.status()).toBe(200);
  const again = await request.get(url, { headers: accept });
  expect(again.headers()["x-server-cache"]).toBe("HIT");
  expect(again.headers()["content-type"]).toBe(first.headers()["content-type"]);
  expect(Buffer.compare(await again.body(), await first.body())).toBe(0);
});

// The stylesheet is the one render-blocking request: a second one (a component's own CSS file
// becomes a chunk of its own) adds a round trip before the first paint (the flipbook's did).
test("every public page links one stylesheet, the flipbook included", async () => {
  for (const path of [...TEXT_PAGES, "/flipbook?page=1"]) {
    const html = await fetchHtml(baseURL, path);
    const stylesheets = html.match(/<link\b[^>]*rel="stylesheet"[^>]*>/gi) ?? [];
    expect(stylesheets, path).toHaveLength(1);
  }
});
