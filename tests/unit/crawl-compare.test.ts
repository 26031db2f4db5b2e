import { describe, expect, it } from "vitest";
import {
  buildIdOf,
  comparePages,
  firstDifference,
  flightRows,
  foldBuildDifferences,
  linkedPaths,
  sitemapPaths,
  splitFlight,
} from "../../scripts/crawl-compare/page-diff.mjs";

// The page comparison of scripts/crawl-compare.mjs: two builds of one source must compare equal,
// a changed page must not.

const A = { origin: "http://127.0.0.1:4001", buildId: "buildAAAA" };
const B = { origin: "http://127.0.0.1:4002", buildId: "buildBBBB" };

const push = (chunk: string) => `<script>self.__next_f.push(${JSON.stringify([1, chunk])})</script>`;
const html = (body: string, chunks: string[]) =>
  `<!DOCTYPE html><html><head></head><body>${body}` +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script>${chunks.map(push).join("")}</body></html>`;
const page = (body: string) => ({ status: 200, location: null, contentType: "text/html; charset=utf-8", body });

const FLIGHT = [
  '0:{"P":null,"b":"BUILD","c":["",""]}\n',
  '1:I[40123,["/_next/static/chunks/0a1b2c.js"],"Header"]\n',
  '2:["$","main",null,{"className":"page","children":"Hello"}]\n',
];
const flightOf = (buildId: string, moduleId: string, chunk: string) =>
  FLIGHT.map((row) => row.replace("BUILD", buildId).replace("40123", moduleId).replace("0a1b2c", chunk));

describe("splitFlight", () => {
  it("joins the pushed strings in order and leaves the rest as the visible HTML", () => {
    const { visible, flight } = splitFlight(html("<p>Hi</p>", ["ab", "c\u2028d", "</script>"]));
    expect(flight).toBe("abc\u2028d</script>");
    expect(visible).toBe("<!DOCTYPE html><html><head></head><body><p>Hi</p></body></html>");
  });

  it("reads the build id from the root row", () => {
    expect(buildIdOf(splitFlight(html("", FLIGHT)).flight)).toBe("BUILD");
  });
});

describe("flightRows", () => {
  it("sorts rows by id and reads a text row by its length in bytes, line ends inside included", () => {
    const text = "é\nx";
    const flight = `2:["$","p",null,{}]\n:HL["/a.css","style"]\n1:T${Buffer.byteLength(text).toString(16)},${text}0:{"P":null}\n`;
    expect(flightRows(flight)).toEqual([':HL["/a.css","style"]', '0:{"P":null}', "1:T4,é\nx", '2:["$","p",null,{}]']);
  });
});

describe("foldBuildDifferences", () => {
  it("folds hashed file names, the build id, module ids and the server's origin", () => {
    const text =
      `<link rel="stylesheet" href="/_next/static/css/5f1e2d3c.css"/><script src="/_next/static/chunks/9a8b7c.js"></script>` +
      `<meta property="og:image" content="http://127.0.0.1:4001/og.png"/>{"u":"http:\\/\\/localhost:4001\\/x"}` +
      `<link href="/_next/static/buildAAAA/_buildManifest.js"/>1:I[40123,["/_next/static/chunks/0a1b.js"],"X"]`;
    expect(foldBuildDifferences(text, [A, B])).toBe(
      `<link rel="stylesheet" href="/_next/static/css/{file}"/><script src="/_next/static/chunks/{file}"></script>` +
        `<meta property="og:image" content="{origin}/og.png"/>{"u":"{origin}\\/x"}` +
        `<link href="/_next/static/{buildId}/_buildManifest.js"/>1:I[{module},["/_next/static/chunks/{file}"],"X"]`,
    );
  });

  it("folds the request id a page rendered on request keys its boundaries with", () => {
    const row = (id: string) => `[["$","$L15","${id}v",{"children":"$L16"}],["$","$L18","${id}m",{"children":[]}]]`;
    expect(foldBuildDifferences(row("gRURhMIaPojh49t5VDoRa"), [A])).toBe(
      foldBuildDifferences(row("5hb9EHXLcTqQr2KbxrSmk"), [A]),
    );
    expect(foldBuildDifferences('["$","div","a-key-of-the-pagev",{"className":"x"}]', [A])).toContain("a-key");
  });

  it("keeps what a page says: class names, text, other addresses", () => {
    const text = '<p class="text-lg">Costs 4001 at https://example.org:4001/</p>';
    expect(foldBuildDifferences(text, [A, B])).toBe(text);
  });
});

describe("comparePages", () => {
  const servers = [A, B];

  it("finds two builds' pages equal when their flight data was cut into scripts differently", () => {
    const joined = flightOf("buildBBBB", "777", "ffee").join("");
    const a = page(html('<main class="page">Hello</main>', flightOf("buildAAAA", "40123", "0a1b2c")));
    const b = page(
      html('<main class="page">Hello</main>', [joined.slice(0, 17), joined.slice(17, 90), joined.slice(90)]),
    );
    expect(splitFlight(a.body).flight).not.toBe(splitFlight(b.body).flight);
    expect(comparePages(a, b, servers)).toEqual([]);
  });

  it("finds them equal when the flight rows came in another order, and reports a changed row", () => {
    const rows = flightOf("buildAAAA", "40123", "0a1b2c");
    const a = page(html("<main>Hello</main>", rows));
    const b = page(html("<main>Hello</main>", [rows[2], rows[0], rows[1]]));
    expect(comparePages(a, b, [A])).toEqual([]);
    const changed = page(html("<main>Hello</main>", [rows[0], rows[1], rows[2].replace("Hello", "Hallo")]));
    expect(comparePages(a, changed, [A])).toMatchObject([{ part: "flight" }]);
  });

  it("reports one changed class name with its context, in the HTML and in the flight data", () => {
    const a = page(html('<main class="page">Hello</main>', FLIGHT));
    const b = page(
      html(
        '<main class="page-x">Hello</main>',
        FLIGHT.map((row) => row.replace('"page"', '"page-x"')),
      ),
    );
    const differences = comparePages(a, b, [A, A]);
    expect(differences.map((difference) => difference.part)).toEqual(["html", "flight"]);
    expect(differences[0]).toMatchObject({
      a: expect.stringContaining('class="page"'),
      b: expect.stringContaining('class="page-x"'),
    });
    expect(differences[1]).toMatchObject({
      a: expect.stringContaining('"page"'),
      b: expect.stringContaining('"page-x"'),
    });
  });

  it("reports a different status, redirect or content type", () => {
    const a = { ...page("x"), status: 307, location: "http://127.0.0.1:4001/es" };
    expect(comparePages(a, { ...a, location: "http://127.0.0.1:4002/es" }, servers)).toEqual([]);
    expect(comparePages(a, { ...a, status: 308, location: "http://127.0.0.1:4002/fr" }, servers)).toEqual([
      { part: "status", a: "307", b: "308" },
      { part: "location", a: "{origin}/es", b: "{origin}/fr" },
    ]);
    expect(comparePages(page("x"), { ...page("x"), contentType: "text/plain" }, servers)[0]).toMatchObject({
      part: "content-type",
    });
  });
});

describe("firstDifference", () => {
  it("gives the position and up to the context's length on each side", () => {
    const a = `${"x".repeat(300)}A${"y".repeat(300)}`;
    const b = `${"x".repeat(300)}B${"y".repeat(300)}`;
    const difference = firstDifference(a, b);
    expect(difference).toMatchObject({ at: 300 });
    expect(difference?.a).toBe(`${"x".repeat(200)}A${"y".repeat(199)}`);
    expect(firstDifference(a, a)).toBeNull();
  });
});

describe("links", () => {
  it("keeps same-origin pages and alternates, never staff screens, Next's files or other sites", () => {
    const body =
      '<a href="/about">About</a><a href="/es/videos?page=2&amp;q=x#top">V</a><a href="/admin/login">A</a>' +
      '<a href="https://example.org/">E</a><link rel="alternate" hreflang="fr" href="http://127.0.0.1:4001/fr"/>' +
      '<link rel="stylesheet" href="/_next/static/css/a.css"/><a href="/_next/image?url=x">I</a><a href="teachings">T</a>';
    expect(linkedPaths(body, "http://127.0.0.1:4001/es/")).toEqual([
      "/about",
      "/es/videos?page=2&q=x",
      "/fr",
      "/es/teachings",
    ]);
  });

  it("reads every address of a sitemap, alternates included", () => {
    const xml =
      '<urlset><url><loc>http://127.0.0.1:4001/about</loc><xhtml:link rel="alternate" hreflang="es" href="http://127.0.0.1:4001/es/about"/></url>' +
      "<url><loc>http://127.0.0.1:4001/flipbook?page=2&amp;x=1</loc></url></urlset>";
    expect(sitemapPaths(xml)).toEqual(["/about", "/es/about", "/flipbook?page=2&x=1"]);
  });
});
