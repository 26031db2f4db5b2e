// What scripts/crawl-compare.mjs compares of a page answered by two builds of the site: pure
// functions, unit-tested in tests/unit/crawl-compare.test.ts.
//
// Two builds of the same source differ in ways that say nothing about the pages: hashed asset names,
// the build id, Turbopack's module ids, each server's own origin. Those are folded to placeholders.
// And the flight data (the `self.__next_f.push(…)` scripts) is cut into scripts by when the server
// flushed its stream, and its rows come in the order their data was ready: both are timing. Its
// strings are joined in order, its rows sorted by id, and compared apart from the visible HTML (the
// page without those scripts).

const FLIGHT_SCRIPT =
  /<script\b[^>]*>(?:\(self\.__next_f\s*=\s*self\.__next_f\s*\|\|\s*\[\]\)|self\.__next_f)\.push\((\[[\s\S]*?\])\)<\/script>/g;

/**
 * A page's HTML split into what the browser shows (the flight scripts removed) and the flight data:
 * the pushed strings joined in push order, wherever the stream cut them.
 * @param {string} html
 * @returns {{ visible: string, flight: string }}
 */
export function splitFlight(html) {
  let flight = "";
  const visible = html.replace(FLIGHT_SCRIPT, (_, pushed) => {
    const [kind, data] = JSON.parse(pushed);
    // 1: a string of the payload; 3: a binary chunk (base64); 0 and 2 carry no payload text.
    if (kind === 1) flight += data;
    else if (kind === 3) flight += Buffer.from(data, "base64").toString("latin1");
    return "";
  });
  return { visible, flight };
}

/**
 * The rows of joined flight data (`<id>:<value>\n`, or `<id>:T<hex byte length>,<text>` with no line
 * end), in order of their ids. A row is written when its data is ready, so the same page's rows come
 * in an order timing decides; their ids and contents do not change.
 * @param {string} flight
 */
export function flightRows(flight) {
  const bytes = Buffer.from(flight, "utf8");
  const rows = [];
  for (let at = 0; at < bytes.length;) {
    const colon = bytes.indexOf(":", at);
    if (colon === -1) {
      rows.push({ id: "", text: bytes.toString("utf8", at) });
      break;
    }
    const id = bytes.toString("utf8", at, colon);
    const textRow = /^T([0-9a-f]+),/.exec(bytes.toString("latin1", colon + 1, colon + 20));
    const end = textRow
      ? colon + 1 + textRow[0].length + parseInt(textRow[1], 16)
      : bytes.indexOf("\n", colon) + 1 || bytes.length;
    rows.push({ id, text: bytes.toString("utf8", at, end).replace(/\n$/, "") });
    at = end;
  }
  const order = (id) => (id === "" ? -1 : parseInt(id, 16));
  return rows
    .sort((a, b) => order(a.id) - order(b.id) || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0))
    .map((row) => row.text);
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The text with what differs between two builds of the same source (or between two servers of one)
 * replaced by placeholders: either server's origin (also as `localhost` and JSON-escaped) and build
 * id, hashed file names under /_next/static, the module ids of flight rows that import client
 * code (`I[<id>,[chunks…],"export"]`) and a dynamic page's request id.
 * @param {string} text
 * @param {{ origin: string, buildId?: string }[]} servers
 */
export function foldBuildDifferences(text, servers) {
  let folded = text;
  for (const { origin, buildId } of servers) {
    const { port, hostname } = new URL(origin);
    for (const host of new Set([hostname, "127.0.0.1", "localhost", "[::1]"])) {
      const hostPattern = escapeRegExp(`${host}:${port}`);
      folded = folded.replace(new RegExp(`https?:(?:\\\\?/){2}${hostPattern}`, "g"), "{origin}");
      folded = folded.replace(new RegExp(hostPattern, "g"), "{host}");
    }
    if (buildId) folded = folded.replaceAll(buildId, "{buildId}");
  }
  return (
    folded
      // Hashed file names: /_next/static/chunks/0f3c….js, /_next/static/media/font.1a2b….woff2, css…
      .replace(/(\/_next\/static\/[\w-]+\/)(?:[\w.~-]+\/)*[\w.~-]+/g, "$1{file}")
      // Turbopack module ids in flight rows that load client code: I[12345,[…],"Name"] or I["id",…].
      .replace(/(\bI\[)(?:\d+|"[^"]*")(,\[)/g, "$1{module}$2")
      // A page rendered on request keys its viewport and metadata boundaries with that request's
      // random id (and "v" or "m").
      .replace(/"[\w-]{16,}([vm])",\{"children"/g, '"{requestId}$1",{"children"')
  );
}

/**
 * The build id a page carries: Next writes it into the flight data's root row (`"b":"…"`).
 * @param {string} flight
 */
export function buildIdOf(flight) {
  return /"b":"([^"]+)"/.exec(flight)?.[1];
}

/**
 * Where two texts first differ, with `context` characters of each around it; null when equal.
 * @param {string} a
 * @param {string} b
 */
export function firstDifference(a, b, context = 200) {
  if (a === b) return null;
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at++;
  const start = Math.max(0, at - context);
  return {
    at,
    a: a.slice(start, at + context),
    b: b.slice(start, at + context),
  };
}

/**
 * One page of each server compared: status, redirect target, content type, and the body folded
 * (HTML as its visible part and its flight rows, apart). Returns the differences found, in
 * that order: an empty list when the page is identical.
 * @param {{ status: number, location: string | null, contentType: string | null, body: string }} a
 * @param {{ status: number, location: string | null, contentType: string | null, body: string }} b
 * @param {{ origin: string, buildId?: string }[]} servers both servers: what is either's is folded in both
 * @param {number} [context] characters shown each side of a first difference
 */
export function comparePages(a, b, servers, context = 200) {
  const differences = [];
  const scalar = (part, valueA, valueB) => {
    if (valueA !== valueB) differences.push({ part, a: String(valueA), b: String(valueB) });
  };
  scalar("status", a.status, b.status);
  scalar(
    "location",
    a.location && foldBuildDifferences(a.location, servers),
    b.location && foldBuildDifferences(b.location, servers),
  );
  scalar("content-type", a.contentType, b.contentType);
  const parts = (page) => {
    const isHtml = /text\/html/.test(page.contentType ?? "");
    const split = isHtml ? splitFlight(page.body) : { visible: page.body, flight: "" };
    return {
      html: foldBuildDifferences(split.visible, servers),
      flight: foldBuildDifferences(flightRows(split.flight).join("\n"), servers),
    };
  };
  const partsA = parts(a);
  const partsB = parts(b);
  for (const part of /** @type {const} */ (["html", "flight"])) {
    const difference = firstDifference(partsA[part], partsB[part], context);
    if (difference) differences.push({ part, ...difference });
  }
  return differences;
}

/**
 * The same-origin page addresses a page links to (`<a href>`, `<link rel="alternate">`), as paths
 * with their query: never staff screens, Next's own files, or fragments.
 * @param {string} html
 * @param {string} pageUrl
 */
export function linkedPaths(html, pageUrl) {
  const { origin } = new URL(pageUrl);
  const paths = new Set();
  for (const [tag] of html.matchAll(/<(?:a|link)\b[^>]*>/g)) {
    if (tag.startsWith("<link") && !/\brel="alternate"/.test(tag)) continue;
    const href = /\shref="([^"]*)"/.exec(tag)?.[1];
    if (!href) continue;
    const path = crawlablePath(decodeEntities(href), pageUrl, origin);
    if (path) paths.add(path);
  }
  return [...paths];
}

/** The page paths a sitemap lists, whatever origin it wrote them with. */
export function sitemapPaths(xml) {
  const paths = new Set();
  for (const [, , address] of xml.matchAll(/<(loc>|xhtml:link\b[^>]*\shref=")([^<"]+)/g)) {
    const url = new URL(decodeEntities(address.trim()));
    paths.add(url.pathname + url.search);
  }
  return [...paths];
}

function crawlablePath(href, pageUrl, origin) {
  let url;
  try {
    url = new URL(href, pageUrl);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (/^\/(?:admin|_next)(?:\/|$)/.test(url.pathname)) return null;
  return url.pathname + url.search;
}

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };
const decodeEntities = (text) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name) => ENTITIES[name]);
