import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LARGE_BODY_LIMIT } from "@/lib/api/body";
import { comparablePageHeaders } from "../support/page-file-headers";
import { MAX_FILES_PER_UPLOAD } from "@/lib/validation/documents";
import { PUBLIC_PAGE_CACHE_CONTROL } from "@/lib/http/cache-headers";
import {
  APP_LARGEST_JSON_MB,
  BROTLI_MODULE,
  DOCUMENTS_PER_UPLOAD,
  PAGE_FILE_LIFE_MS,
  PAGE_FILE_SECONDS,
  PAGE_INACTIVE_SECONDS,
  PAGE_STALE_SECONDS,
  ANSWER_LOG_NAME,
  countAnswerPaths,
  ensureNginx,
  learnPageHeaders,
  pageAnswerPath,
  pageFileHeadersProblem,
  renderNginxConfig,
  startNginx,
  sweepPageFiles,
  testNginxConfig,
  writeNginxConfig,
} from "../../scripts/serve/nginx.mjs";

// The shipped proxy (scripts/serve/nginx.conf.template, docs/decisions/015), first as text
// and `nginx -t`, then running in front of a small stand-in for the app that records what reaches it.
const dir = mkdtempSync(path.join(os.tmpdir(), "nginx-config-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Headers like the app's pages: quotes, parentheses and semicolons the config must repeat exactly.
const appLikeHeaders = (vary: string) => ({
  contentType: "text/html; charset=utf-8",
  headers: [
    ["Content-Security-Policy", "default-src 'self'; object-src 'none'"],
    ["Permissions-Policy", "camera=(), microphone=(self)"],
    ["cache-control", PUBLIC_PAGE_CACHE_CONTROL],
    ["vary", vary],
    ["link", '</_next/static/media/a.p.woff2>; rel=preload; as="font"; crossorigin=""'],
  ],
});
const pageHeaders = { unprefixed: appLikeHeaders("rsc, Cookie, Accept-Language"), prefixed: appLikeHeaders("rsc") };
const options = { listen: "127.0.0.1:8080", upstreams: ["127.0.0.1:8081", "127.0.0.1:8082"], dir, pageHeaders };

describe("the shipped nginx config", () => {
  it("passes nginx -t with and without the brotli module, as root and not", () => {
    ensureNginx();
    for (const brotli of [false, true]) {
      for (const asRoot of [false, true]) {
        const file = writeNginxConfig({ ...options, dir: path.join(dir, `t-${brotli}-${asRoot}`), brotli, asRoot });
        expect(() => testNginxConfig(file)).not.toThrow();
      }
    }
  }, 120_000);

  it("keys pages by path, language and encoding; trusts nothing the client says about its address", () => {
    const config = renderNginxConfig({ ...options, brotli: false, asRoot: false });
    expect(config).toContain('proxy_cache_key "$request_uri|$page_language|$cache_encoding"');
    expect(config).toMatch(/map \$cookie_preferredLanguage \$cookie_language \{\s+default "";/);
    expect(config).toMatch(/map \$path_language \$page_language \{\s+"" \$unprefixed_language;/);
    expect(config).toContain("proxy_set_header X-Forwarded-For $remote_addr;");
    expect(config).not.toContain("$proxy_add_x_forwarded_for");
    expect(config).toContain("proxy_cache_background_update on");
    expect(config).toContain("proxy_cache_use_stale updating");
    expect(config).toContain("proxy_cache_lock on");
    const admin = /location ~ \^\/\(admin\|api\)[^{]*\{([^}]*)\}/.exec(config)?.[1] ?? "";
    expect(admin).toContain("proxy_pass http://app");
    expect(admin).not.toContain("proxy_cache");
    expect(config).toContain("server 127.0.0.1:8081;");
    expect(config).toContain("server 127.0.0.1:8082;");
    expect(config).not.toMatch(/^\s*(brotli|load_module|user)\b/m);
    expect(renderNginxConfig({ ...options, brotli: true })).toMatch(/^\s*brotli on;/m);
    expect(renderNginxConfig({ ...options, asRoot: true })).toMatch(/^user root;/m);
    expect(config).not.toMatch(/\{\{\w+\}\}/);
  });

  it("serves pages as files only with headers it can repeat exactly, and for a file no longer than the app's s-maxage", () => {
    const config = renderNginxConfig(options);
    expect(config).toContain("try_files $page_file @page_cache;");
    expect(config).toContain('add_header Permissions-Policy "camera=(), microphone=(self)";');
    expect(config).toContain(
      'add_header link "</_next/static/media/a.p.woff2>; rel=preload; as=\\"font\\"; crossorigin=\\"\\"";',
    );
    expect(config).toMatch(
      /map \$page_url_kind \$page_file_header_\d+ \{\s+unprefixed "rsc, Cookie, Accept-Language";/,
    );
    expect(config.match(/" yes;$/gm)).toHaveLength(2);
    // Without the app's headers, or with ones a config cannot hold, nothing is ever a file.
    const unusable = [
      ["X-Odd", "costs $5"],
      ["Set-Cookie", "a=b"],
      ["link", "one"],
    ];
    for (const extra of unusable) {
      const odd = {
        ...pageHeaders,
        prefixed: { ...pageHeaders.prefixed, headers: [...pageHeaders.prefixed.headers, extra] },
      };
      expect(pageFileHeadersProblem(odd), extra[0]).not.toBeNull();
      expect(renderNginxConfig({ ...options, pageHeaders: odd }), extra[0]).not.toMatch(/" yes;$/m);
    }
    expect(renderNginxConfig({ ...options, pageHeaders: null })).not.toMatch(/" yes;$/m);
    const sMaxAge = Number(/s-maxage=(\d+)/.exec(PUBLIC_PAGE_CACHE_CONTROL)?.[1]);
    expect(PAGE_FILE_SECONDS).toBe(sMaxAge);
  });

  it("keeps an unrequested page for the app's s-maxage and stale-while-revalidate, longer than its file lives", () => {
    const staleSeconds = Number(/stale-while-revalidate=(\d+)/.exec(PUBLIC_PAGE_CACHE_CONTROL)?.[1]);
    expect(PAGE_STALE_SECONDS).toBe(staleSeconds);
    expect(PAGE_INACTIVE_SECONDS).toBe(PAGE_FILE_SECONDS + staleSeconds);
    expect(renderNginxConfig(options)).toContain(`keys_zone=pages:32m max_size=1g inactive=${PAGE_INACTIVE_SECONDS}s`);
    // A file outlives its copy's freshness (counted by nginx in whole seconds), and the copy
    // outlives the file plus the second nginx keeps an open file before looking again.
    expect(PAGE_FILE_LIFE_MS).toBeGreaterThanOrEqual((PAGE_FILE_SECONDS + 1) * 1000);
    expect(PAGE_INACTIVE_SECONDS * 1000).toBeGreaterThan(PAGE_FILE_LIFE_MS + 1000);
  });

  it("tells which part of the proxy answered a page from its headers", () => {
    const file = {
      "x-cache-status": "HIT",
      "content-length": "5120",
      "last-modified": "Sat, 28 Nov 2026 04:00:00 GMT",
      etag: '"6928a1b0-1400"',
    };
    expect(pageAnswerPath(file)).toBe("file");
    // The cache's copy: chunked, with the app's ETag (weak once nginx compressed it), maybe its date.
    expect(pageAnswerPath({ ...file, "content-length": undefined, etag: 'W/"1a2b3c"' })).toBe("cache");
    expect(pageAnswerPath({ ...file, etag: '"1a2b3c4d"' })).toBe("cache");
    expect(pageAnswerPath({ ...file, "last-modified": undefined })).toBe("cache");
    for (const status of ["STALE", "UPDATING", "REVALIDATED"])
      expect(pageAnswerPath({ ...file, "x-cache-status": status }), status).toBe("cache");
    for (const status of ["MISS", "EXPIRED", "BYPASS", undefined])
      expect(pageAnswerPath({ ...file, "x-cache-status": status }), String(status)).toBe("app");
  });

  it("counts which part of the proxy answered a page's requests from the log of answers not from a file", () => {
    const log = ["/es STALE", "/es UPDATING", "/es HIT", "/es MISS", "/es/about STALE", "/ EXPIRED", "/es -", ""].join(
      "\n",
    );
    expect(countAnswerPaths(log, "/es", 100)).toEqual({ file: 95, cache: 3, app: 2 });
    expect(countAnswerPaths(log, "/flipbook?page=1", 10)).toEqual({ file: 10, cache: 0, app: 0 });
    expect(renderNginxConfig(options)).not.toContain(ANSWER_LOG_NAME);
    expect(renderNginxConfig({ ...options, answerLog: true })).toContain(
      `access_log ${path.join(dir, ANSWER_LOG_NAME)} page_answers;`,
    );
  });

  it("refuses bodies at the app's own limits", () => {
    expect(APP_LARGEST_JSON_MB * 1024 * 1024).toBe(LARGE_BODY_LIMIT);
    expect(DOCUMENTS_PER_UPLOAD).toBe(MAX_FILES_PER_UPLOAD);
    const config = renderNginxConfig({ ...options, uploadMb: 50 });
    expect(config).toMatch(/^\s*client_max_body_size 2m;/m);
    expect(config).toMatch(/location ~ \^\/api\/upload\/ \{\s+client_max_body_size 51m;/);
    expect(config).toMatch(/location ~ \^\/api\/documents\/\?\$ \{\s+client_max_body_size 1001m;/);
  });
});

// --- Running: nginx in front of a stand-in app ----------------------------------------------

type Seen = { url: string; headers: IncomingHttpHeaders; bodyBytes: number };
const seen: Seen[] = [];
// Each page's version, by its address: the tests that change one run at once.
const versions = new Map<string, number>();
let app: Server;
let stopNginx: () => Promise<void>;
let proxyPort = 0;

/** What the stand-in answers, by path; like the app, it never compresses. */
function answer(
  url: string,
  headers: IncomingHttpHeaders,
): { status: number; headers: Record<string, string>; body: string } {
  const language = /preferredLanguage=(\w+)/.exec(headers.cookie ?? "")?.[1] ?? "none";
  const page = (cacheControl: string, extra: Record<string, string> = {}) => ({
    status: 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Language": language,
      "Cache-Control": cacheControl,
      Vary: "Cookie",
      "Permissions-Policy": "camera=()",
      ...extra,
    },
    body: `<!doctype html><p>${url} cookie=${language} version=${versions.get(url) ?? 1}</p>${"<!-- filler so the page is worth compressing -->".repeat(40)}`,
  });
  const path = url.split("?")[0];
  if (["/", "/es", "/page", "/page/", "/rsc", "/es/page", "/fr/page", "/slow-refresh"].includes(path))
    return page(PUBLIC_PAGE_CACHE_CONTROL, {
      "x-nextjs-cache": "HIT",
      "x-middleware-rewrite": `/${language}${path}`,
      "x-server-cache": "MISS",
    });
  // More header bytes than one TCP segment nginx sends on its own (postpone_output's default, 1460),
  // and a page big enough to compress.
  if (path === "/long-headers")
    return {
      ...page(PUBLIC_PAGE_CACHE_CONTROL, {
        Link: Array(12)
          .fill(`</_next/static/media/${"f".repeat(100)}.woff2>; rel=preload`)
          .join(", "),
      }),
      body: Array.from({ length: 4000 }, (_, i) => ((i * 7919) % 10007).toString(36)).join(" "),
    };
  if (path === "/extra-header") return page(PUBLIC_PAGE_CACHE_CONTROL, { "X-Robots-Tag": "noindex" });
  if (path === "/claims-to-fit") return page(PUBLIC_PAGE_CACHE_CONTROL, { "X-Page-File-Fits": "yes", Vary: "Other" });
  if (path === "/other-vary") return page(PUBLIC_PAGE_CACHE_CONTROL, { Vary: "Cookie, Accept-Language" });
  if (path === "/short") return page("public, max-age=0, s-maxage=1, stale-while-revalidate=1");
  if (path === "/private") return page("private, no-store");
  if (path === "/sets-cookie")
    return page(PUBLIC_PAGE_CACHE_CONTROL, { "Set-Cookie": "session=abc; Path=/; HttpOnly" });
  if (path === "/missing") return { ...page("private, no-store"), status: 404 };
  return {
    status: 200,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
    body: JSON.stringify({ ok: true }),
  };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  ensureNginx();
  app = createServer((req, res) => {
    let bodyBytes = 0;
    req.on("data", (chunk: Buffer) => (bodyBytes += chunk.length));
    req.on("end", () => {
      seen.push({ url: req.url ?? "", headers: req.headers, bodyBytes });
      const { status, headers, body } = answer(req.url ?? "/", req.headers);
      // As the app does: the request's id back on the answer.
      const id = req.headers["x-request-id"];
      const send = () =>
        res.writeHead(status, typeof id === "string" ? { ...headers, "X-Request-Id": id } : headers).end(body);
      // A page the app renders slowly once warm, as a busy app does: every answer after the first.
      if (req.url?.startsWith("/slow-refresh") && seenFor(req.url).length > 1) setTimeout(send, SLOW_REFRESH_MS);
      else send();
    });
  });
  await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
  proxyPort = await freePort();
  const appOrigin = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  const file = writeNginxConfig({
    listen: `127.0.0.1:${proxyPort}`,
    upstreams: [appOrigin.slice("http://".length)],
    dir: path.join(dir, "running"),
    uploadMb: 1,
    pageInactiveSeconds: 2,
    pageHeaders: await learnPageHeaders(appOrigin),
  });
  seen.length = 0;
  ({ stop: stopNginx } = startNginx(file));
  await untilStarted(proxyPort);
}, 60_000);

async function untilStarted(port: number) {
  for (
    let tries = 0;
    (await get("/api/health", { port }).then(
      (r) => r.status,
      () => 0,
    )) !== 200;
    tries++
  ) {
    if (tries > 100) throw new Error("nginx did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

afterAll(async () => {
  await stopNginx?.();
  await new Promise((resolve) => app?.close(resolve));
});

type Reply = { status: number; headers: IncomingHttpHeaders; text: string };

/** A raw request (fetch would decompress and hide Content-Encoding), optionally from another loopback address. */
function get(
  url: string,
  {
    headers = {},
    method = "GET",
    body,
    from,
    agent,
    port = proxyPort,
  }: {
    headers?: Record<string, string>;
    method?: string;
    body?: Buffer;
    from?: string;
    agent?: Agent;
    port?: number;
  } = {},
) {
  return new Promise<Reply>((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, path: url, method, headers, localAddress: from, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const text = (
            encoding === "gzip" ? gunzipSync(raw) : encoding === "br" ? brotliDecompressSync(raw) : raw
          ).toString();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text });
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const seenFor = (url: string) => seen.filter((request) => request.url === url);

/** Every page file nginx has written, as language/encoding/name. */
function pageFiles() {
  const pages = path.join(dir, "running", "pages");
  return readdirSync(pages, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(pages, path.join(entry.parentPath, entry.name)));
}

const servedFromFile = (reply: Reply) => pageAnswerPath(reply.headers) === "file";

/** Asks until the page comes from its file (written as the cache was filled). */
async function untilFile(url: string, headers: Record<string, string>, timeout = 3_000) {
  const deadline = performance.now() + timeout;
  for (;;) {
    const reply = await get(url, { headers });
    if (servedFromFile(reply)) return reply;
    if (performance.now() > deadline) throw new Error(`${url} never came from a file`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const gzip = { "Accept-Encoding": "gzip, deflate" };
const SLOW_REFRESH_MS = 2_500;

describe("the shipped nginx, running", () => {
  it("gives every response its own X-Request-Id, the one the app saw, also on a page served from the cache", async () => {
    const first = await get("/page?request-id");
    const cached = await get("/page?request-id");
    const api = await get("/api/request-id", { headers: { "X-Request-Id": "client-chosen-id" } });
    const tooLarge = await get("/api/request-id", { method: "POST", body: Buffer.alloc(3 * 1024 * 1024) });
    const ids = [first, cached, api, tooLarge].map((reply) => reply.headers["x-request-id"]);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-\d+-\d+-\d+$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(cached.headers["x-cache-status"]).toBe("HIT");
    expect(seenFor("/page?request-id").map((request) => request.headers["x-request-id"])).toEqual([ids[0]]);
    expect(seenFor("/api/request-id")[0].headers["x-request-id"]).toBe(ids[2]);
  });

  it("passes the TCP peer as the only X-Forwarded-For entry, whatever the client sent", async () => {
    await get("/api/echo", {
      headers: { "X-Forwarded-For": "203.0.113.9, 198.51.100.4", Forwarded: "for=203.0.113.9" },
      from: "127.0.0.7",
    });
    await get("/page?peer", { headers: { "X-Forwarded-For": "203.0.113.9", ...gzip }, from: "127.0.0.8" });
    const [api] = seenFor("/api/echo");
    expect(api.headers["x-forwarded-for"]).toBe("127.0.0.7");
    expect(api.headers.forwarded).toBeUndefined();
    expect(api.headers.host).toBe(`127.0.0.1:${proxyPort}`);
    // Through the compressing tier too.
    const [page] = seenFor("/page?peer");
    expect(page.headers["x-forwarded-for"]).toBe("127.0.0.8");
    expect(page.headers.host).toBe(`127.0.0.1:${proxyPort}`);
    expect(page.headers["x-forwarded-proto"]).toBe("http");
  });

  it("caches a page once per language; unknown or hostile cookies share English's copy", async () => {
    for (const language of ["fr", "es"]) {
      const headers = { cookie: `preferredLanguage=${language}`, ...gzip };
      const first = await get("/page", { headers });
      const second = await get("/page", { headers });
      expect(first.headers["x-cache-status"]).toBe("MISS");
      expect(second.headers["x-cache-status"]).toBe("HIT");
      expect(second.text).toContain(`cookie=${language}`);
    }
    expect((await get("/page", { headers: gzip })).headers["x-cache-status"]).toBe("MISS");
    for (const junk of ["xx", "FR", "Es", "en", "fr%00", "../fr", "frr"]) {
      const reply = await get("/page", { headers: { cookie: `preferredLanguage=${junk}`, ...gzip } });
      expect(reply.headers["x-cache-status"], junk).toBe("HIT");
      expect(reply.text, junk).toContain("cookie=en");
    }
    expect(seenFor("/page")).toHaveLength(3);
  });

  it("keys a language's own URL by its path alone, and negotiates unprefixed ones as the app does", async () => {
    // /es/page is Spanish whatever the cookie: one copy, the app told "es".
    for (const cookie of ["preferredLanguage=fr", "preferredLanguage=en", ""]) {
      const reply = await get("/es/page", { headers: { cookie, ...gzip } });
      expect(reply.text, cookie).toContain("cookie=es");
    }
    expect(seenFor("/es/page")).toHaveLength(1);
    // With no stored choice, the browser's first language the site has; a crawler gets English.
    const lang = (acceptLanguage: string, userAgent = "Mozilla/5.0") =>
      get("/page?negotiated", { headers: { "Accept-Language": acceptLanguage, "User-Agent": userAgent, ...gzip } });
    expect((await lang("pt-BR,pt;q=0.9,en;q=0.8")).text).toContain("cookie=pt");
    expect((await lang("ja,DE-ch;q=0.8,fr;q=0.5")).text).toContain("cookie=de");
    expect((await lang("en-US,pt;q=0.5")).text).toContain("cookie=en");
    expect((await lang("xx")).text).toContain("cookie=en");
    expect((await lang("pt-BR", "Mozilla/5.0 (compatible; Googlebot/2.1)")).text).toContain("cookie=en");
    // A stored choice, English included, wins over the browser's languages.
    const chosen = await get("/page?negotiated", {
      headers: { cookie: "preferredLanguage=en", "Accept-Language": "pt-BR", ...gzip },
    });
    expect(chosen.text).toContain("cookie=en");
  });

  it("hides the app's internal headers from visitors", async () => {
    const reply = await get("/fr/page", { headers: gzip });
    expect(reply.text).toContain("cookie=fr");
    for (const name of ["x-nextjs-cache", "x-middleware-rewrite", "x-server-cache"])
      expect(reply.headers[name], name).toBeUndefined();
    expect(reply.headers["x-cache-status"]).toBeDefined();
  });

  it("tells the app only the language of the copy it fills, whatever the Cookie header holds", async () => {
    const tricky = { cookie: "preferredLanguage=de; session=secret; preferredLanguage=es", ...gzip };
    expect((await get("/page?tricky", { headers: tricky })).text).toContain("cookie=de");
    await get("/page?encoded", { headers: { cookie: "preferredLanguage=%65%73", ...gzip } });
    await get("/page?tricky", { method: "POST", headers: tricky });
    await get("/page?tricky", { headers: { RSC: "1", ...tricky } });
    const [cached, post, rsc] = seenFor("/page?tricky");
    expect(cached.headers.cookie).toBe("preferredLanguage=de");
    expect(seenFor("/page?encoded")[0].headers.cookie).toBe("preferredLanguage=en");
    // Requests that are never cached reach the app as the visitor sent them.
    expect(post.headers.cookie).toBe(tricky.cookie);
    expect(rsc.headers.cookie).toBe(tricky.cookie);
  });

  it("keeps compressed copies: compressed once per encoding, by the inner server, never by the app", async () => {
    const gzipped = await get("/page?enc", { headers: gzip });
    const again = await get("/page?enc", { headers: { "Accept-Encoding": "gzip" } });
    const plain = await get("/page?enc");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(again.headers["x-cache-status"]).toBe("HIT");
    expect(again.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["x-cache-status"]).toBe("MISS");
    expect(plain.text).toBe(gzipped.text);
    const requests = seenFor("/page?enc");
    expect(requests.map((request) => request.headers["accept-encoding"] ?? "")).toEqual(["", ""]);
  });

  it("serves a warm page as a file, per language and encoding, with the headers the cache sends", async () => {
    const classes: [string, Record<string, string>][] = [
      ["en", gzip],
      ["fr", gzip],
      ["fr", {}],
      ...(existsSync(BROTLI_MODULE) ? [["es", { "Accept-Encoding": "br" }] as [string, Record<string, string>]] : []),
    ];
    for (const [language, encoding] of classes) {
      const headers = { cookie: `preferredLanguage=${language}`, ...encoding };
      const filled = await get("/page?as-file", { headers });
      expect(filled.headers["x-cache-status"]).toBe("MISS");
      const hit = await untilFile("/page?as-file", headers);
      expect(hit.text).toBe(filled.text);
      expect(hit.text).toContain(`cookie=${language}`);
      expect(hit.headers["x-cache-status"]).toBe("HIT");
      expect(hit.headers["x-request-id"]).toMatch(/^[0-9a-f]{8}-\d+-\d+-\d+$/);
      expect(hit.headers["x-request-id"]).not.toBe(filled.headers["x-request-id"]);
      expect(comparablePageHeaders(hit.headers)).toEqual(comparablePageHeaders(filled.headers));
    }
    const encodings = existsSync(BROTLI_MODULE) ? ["es/br/page@as-file"] : [];
    expect(pageFiles()).toEqual(
      expect.arrayContaining([
        "en/gzip/page@as-file",
        "fr/gzip/page@as-file",
        "fr/identity/page@as-file",
        ...encodings,
      ]),
    );
    // One request to the app per language and encoding; the files answered the rest.
    expect(seenFor("/page?as-file")).toHaveLength(classes.length);
  });

  it("never answers another language's address or another encoding's client from a file", async () => {
    await get("/page?one-file", { headers: gzip });
    await untilFile("/page?one-file", gzip);
    const others: [string, Record<string, string>, string, string | undefined][] = [
      ["/page?one-file", { cookie: "preferredLanguage=fr", ...gzip }, "fr", "gzip"],
      ["/page?one-file", { "Accept-Language": "pt-BR", ...gzip }, "pt", "gzip"],
      ["/page?one-file", {}, "en", undefined],
      ["/es/page?one-file", { cookie: "preferredLanguage=en", ...gzip }, "es", "gzip"],
      ["/page?one-file&more", gzip, "en", "gzip"],
      ["/page/?one-file", gzip, "en", "gzip"],
    ];
    for (const [url, headers, language, encoding] of others) {
      const reply = await get(url, { headers });
      expect(reply.headers["x-cache-status"], `${url} ${language}`).toBe("MISS");
      expect(reply.text, url).toContain(`<p>${url} cookie=${language} `);
      expect(reply.headers["content-encoding"]).toBe(encoding);
    }
    // Each of them got a file of its own, under its own language and encoding.
    expect(
      pageFiles()
        .filter((file) => file.includes("one-file"))
        .sort(),
    ).toEqual(
      [
        "en/gzip/page@one-file",
        "fr/gzip/page@one-file",
        "pt/gzip/page@one-file",
        "en/identity/page@one-file",
        "es/gzip/es/page@one-file",
        "en/gzip/page@one-file&more",
        "en/gzip/page/@one-file",
      ].sort(),
    );
  });

  it("writes no file for private pages, cookies, 404s, APIs, RSC, drafts, other methods, odd addresses or other headers", async () => {
    const requests: [string, { method?: string; headers?: Record<string, string> }][] = [
      ["/private?no-file", {}],
      ["/sets-cookie?no-file", {}],
      ["/missing?no-file", {}],
      ["/api/echo?no-file", {}],
      ["/page?rsc-no-file", { headers: { RSC: "1" } }],
      ["/page?draft-no-file", { headers: { cookie: "__prerender_bypass=1" } }],
      ["/page?post-no-file", { method: "POST" }],
      ["/page?dotted=a.b", {}],
      ["/page?encoded=%2F..%2F", {}],
      ["/page.html", {}],
      ["//page?doubled", {}],
      ["/extra-header", {}],
      ["/other-vary", {}],
      ["/claims-to-fit", {}],
    ];
    for (let round = 0; round < 3; round++) {
      for (const [url, { method, headers = {} }] of requests) {
        const reply = await get(url, { method, headers: { ...headers, ...gzip } });
        expect(servedFromFile(reply), url).toBe(false);
      }
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    for (const name of ["no-file", "dotted=", "encoded=", "page.html", "doubled"])
      expect(
        pageFiles().filter((file) => file.includes(name)),
        name,
      ).toEqual([]);
    expect(pageFiles().filter((file) => /extra-header|other-vary|claims-to-fit/.test(file))).toEqual([]);
    // Pages with headers the config does not repeat are still cached, as before.
    expect((await get("/extra-header", { headers: gzip })).headers["x-robots-tag"]).toBe("noindex");
  });

  // The next three wait out cache lifetimes (seconds each): they run at once, each on an address of its own.
  it.concurrent(
    "fills a page and its file once for twenty visitors at once, before and after the file expires",
    async ({ expect }) => {
      const burst = () => Promise.all(Array.from({ length: 20 }, () => get("/page?herd", { headers: gzip })));
      expect((await burst()).map((reply) => reply.status)).toEqual(Array(20).fill(200));
      expect(seenFor("/page?herd")).toHaveLength(1);
      await untilFile("/page?herd", gzip);
      // Past the file's life and the copy's s-maxage: one refresh, the others served meanwhile.
      await new Promise((resolve) => setTimeout(resolve, (PAGE_FILE_SECONDS + 2) * 1000));
      expect((await burst()).map((reply) => reply.status)).toEqual(Array(20).fill(200));
      await untilFile("/page?herd", gzip);
      expect(seenFor("/page?herd")).toHaveLength(2);
    },
    20_000,
  );

  it.concurrent(
    "deletes a file after the app's s-maxage; the next fill writes the change, which shows within 10 s",
    async ({ expect }) => {
      versions.set("/page?expiry", 10);
      await get("/page?expiry", { headers: gzip });
      await untilFile("/page?expiry", gzip);
      versions.set("/page?expiry", 11);
      const changed = performance.now();
      await expect
        .poll(async () => (await get("/page?expiry", { headers: gzip })).text, { timeout: 10_000, interval: 100 })
        .toContain("version=11");
      const shownAfter = performance.now() - changed;
      expect(shownAfter).toBeLessThan(10_000);
      // The change was written as a file again.
      const hit = await untilFile("/page?expiry", gzip, 8_000);
      expect(hit.text).toContain("version=11");
      expect(seenFor("/page?expiry").length).toBeLessThanOrEqual(3);
    },
    30_000,
  );

  it.concurrent(
    "serves a stale page while one request refreshes it, and drops a page nobody asked for",
    async ({ expect }) => {
      const short = (headers = gzip) => get("/short", { headers });
      versions.set("/short", 1);
      await short();
      versions.set("/short", 2);
      // nginx counts whole seconds: after 2 s the copy is past its s-maxage (1 s) for certain.
      await new Promise((resolve) => setTimeout(resolve, 2_050));
      const stale = await short();
      expect(stale.headers["x-cache-status"]).toBe("STALE");
      expect(stale.text).toContain("version=1");
      await expect.poll(async () => (await short()).text, { timeout: 3_000 }).toContain("version=2");
      // Many visitors at once on a stale copy: they all get it, and one request refreshes it.
      await new Promise((resolve) => setTimeout(resolve, 2_050));
      const before = seenFor("/short").length;
      const burst = await Promise.all(Array.from({ length: 20 }, () => short()));
      expect(burst.map((reply) => reply.status)).toEqual(Array(20).fill(200));
      expect(burst.every((reply) => reply.text.includes("version=2"))).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(seenFor("/short").length - before).toBe(1);
      // After a quiet spell the copy is gone and the next visitor gets a fresh page, not an old one.
      // nginx's cache manager drops copies unused for `inactive` (2 s here), looking at least every
      // 10 s: with the app's 5 s + 5 s, nothing older than about 10 s is served.
      versions.set("/short", 3);
      await new Promise((resolve) => setTimeout(resolve, 10_500));
      const late = await short();
      expect(late.headers["x-cache-status"]).toBe("MISS");
      expect(late.text).toContain("version=3");
    },
    30_000,
  );

  it.runIf(existsSync(BROTLI_MODULE))("prefers brotli when the module is there", async () => {
    const reply = await get("/page?br", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(reply.headers["content-encoding"]).toBe("br");
    expect((await get("/page?br", { headers: { "Accept-Encoding": "br" } })).headers["x-cache-status"]).toBe("HIT");
  });

  it("answers cached pages on a kept-alive connection without waiting for the client's delayed ACK", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const fetchPage = () => get("/long-headers", { headers: gzip, agent });
    await fetchPage();
    expect((await fetchPage()).headers["x-cache-status"]).toBe("HIT");
    const started = performance.now();
    for (let i = 0; i < 10; i++) await fetchPage();
    agent.destroy();
    // Headers sent as a segment of their own, then the chunked body: each answer waited 40 ms for
    // Linux's delayed ACK. A loaded machine still answers ten cached pages well within 300 ms.
    expect(performance.now() - started).toBeLessThan(300);
  });

  it("never stores private pages, responses that set a cookie, 404s the app marks no-store, APIs or RSC requests", async () => {
    for (const url of ["/private", "/sets-cookie", "/missing", "/api/echo?twice"]) {
      for (let i = 0; i < 2; i++)
        expect((await get(url, { headers: gzip })).headers["x-cache-status"] ?? "BYPASS-OR-NONE", url).not.toBe("HIT");
      expect(seenFor(url), url).toHaveLength(2);
    }
    expect((await get("/sets-cookie")).headers["set-cookie"]).toBeTruthy();
    for (let i = 0; i < 2; i++) await get("/rsc", { headers: { RSC: "1" } });
    expect(seenFor("/rsc")).toHaveLength(2);
    expect((await get("/api/echo?compressed", { headers: gzip })).headers["x-cache-status"]).toBeUndefined();
  });

  it("refuses larger bodies than the app accepts, with a JSON answer", async () => {
    const mb = (n: number) => Buffer.alloc(Math.round(n * 1024 * 1024), 97);
    const json = { "Content-Type": "application/json" };
    expect((await get("/api/settings", { method: "POST", headers: json, body: mb(1.9) })).status).toBe(200);
    const refused = await get("/api/settings", { method: "POST", headers: json, body: mb(2.1) });
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.text)).toEqual({ message: expect.stringMatching(/too large/) });
    // Uploads: UPLOAD_MAX_MB (1 here) plus the multipart envelope.
    expect((await get("/api/upload/image", { method: "POST", body: mb(1.5) })).status).toBe(200);
    expect((await get("/api/upload/image", { method: "POST", body: mb(2.5) })).status).toBe(413);
    expect((await get("/api/documents", { method: "POST", body: mb(2.5) })).status).toBe(200);
  });
});

describe("the shipped nginx with the app's cache lifetimes, under steady requests", () => {
  let port = 0;
  let stop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    port = await freePort();
    const appAddress = `127.0.0.1:${(app.address() as AddressInfo).port}`;
    const file = writeNginxConfig({
      listen: `127.0.0.1:${port}`,
      upstreams: [appAddress],
      dir: path.join(dir, "steady"),
      pageHeaders: await learnPageHeaders(`http://${appAddress}`),
      answerLog: true,
    });
    ({ stop } = startNginx(file));
    await untilStarted(port);
  }, 60_000);

  afterAll(async () => {
    await stop?.();
  });

  // Each asks its own address for two and a half lives of a file: both at once.
  it.concurrent(
    "keeps answering a page from its file while the file is replaced, never from the copy in between",
    async ({ expect }) => {
      const ask = () => get("/page?steady", { headers: gzip, port });
      await ask();
      await expect.poll(async () => pageAnswerPath((await ask()).headers)).toBe("file");
      const paths: string[] = [];
      // Two and a half lives of a file: each is deleted once the copy is stale, and the next request
      // refreshes the copy, which writes the next file at once.
      const until = performance.now() + 2.5 * PAGE_FILE_LIFE_MS;
      while (performance.now() < until) {
        paths.push(pageAnswerPath((await ask()).headers));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const notFile = paths.filter((one) => one !== "file");
      expect(notFile.length / paths.length, notFile.join(" ")).toBeLessThan(0.02);
      // The log of answers not from a file (what the serving bench counts) saw the same.
      const logged = countAnswerPaths(
        readFileSync(path.join(dir, "steady", ANSWER_LOG_NAME), "utf8"),
        "/page?steady",
        0,
      );
      expect(logged.cache + logged.app).toBeGreaterThanOrEqual(notFile.length);
      expect(logged.cache + logged.app).toBeLessThanOrEqual(notFile.length + 2);
      // The file was replaced at least twice, each time with one request to the app.
      expect(seenFor("/page?steady").length).toBeGreaterThanOrEqual(3);
      expect(seenFor("/page?steady").length).toBeLessThanOrEqual(6);
    },
    30_000,
  );

  it.concurrent(
    "keeps a read page's file while the app takes seconds to render the next one",
    async ({ expect }) => {
      const url = "/slow-refresh?steady";
      // A connection of its own per request: nginx holds a kept-alive connection's next request until
      // a background refresh it started is over.
      const agent = new Agent({ keepAlive: false });
      const ask = () => get(url, { headers: gzip, port, agent });
      await ask();
      await expect.poll(async () => pageAnswerPath((await ask()).headers)).toBe("file");
      const logStart = readFileSync(path.join(dir, "steady", ANSWER_LOG_NAME)).length;
      let requests = 0;
      // Deleted at its time, the file would leave the page to the cache's copy for as long as the
      // app takes to answer the refresh: a third of the time here.
      const until = performance.now() + 2.5 * PAGE_FILE_LIFE_MS;
      while (performance.now() < until) {
        await ask();
        requests++;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const log = readFileSync(path.join(dir, "steady", ANSWER_LOG_NAME))
        .subarray(logStart)
        .toString();
      const answered = countAnswerPaths(log, url, requests);
      expect(answered.file / requests, JSON.stringify(answered)).toBeGreaterThan(0.98);
      // Written again before it was due, each time by one slow request to the app.
      expect(seenFor(url).length).toBeGreaterThanOrEqual(3);
    },
    30_000,
  );
});

describe("the page file sweeper", () => {
  it("deletes each file nginx logged once it is due, reading only what was added to the logs", async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "page-sweeper-"));
    try {
      mkdirSync(path.join(root, "pages", "en", "gzip"), { recursive: true });
      mkdirSync(path.join(root, "stores"));
      const write = (name: string) => {
        const file = path.join(root, "pages", "en", "gzip", name);
        writeFileSync(file, name);
        return file;
      };
      const [due, later, unlogged, rewritten] = ["due@", "later@", "unlogged@", "rewritten@"].map(write);
      const exists = (file: string) => existsSync(file);
      const seconds = Date.now() / 1000;
      const log = (at: number) => path.join(root, "stores", `${Math.floor(at / 10)}.log`);
      const line = (at: number, file: string) => `${at.toFixed(3)} ${file}\n`;
      writeFileSync(
        log(seconds),
        line(seconds - 0.5, due) +
          line(seconds, later) +
          // Written again since this line (its ctime is now): the later line deletes it.
          line(seconds - 5, rewritten) +
          line(seconds - 0.5, path.join(root, "elsewhere")),
      );
      const oldLog = log(seconds - 60);
      writeFileSync(oldLog, line(seconds - 60, path.join(root, "pages", "en", "gzip", "gone@")));

      const sweeper = sweepPageFiles(root, { lifeMs: 300, fullSweepMs: 60_000 });
      sweeper.stop();
      await sweeper.tick();
      expect([due, later, unlogged, rewritten].map(exists)).toEqual([false, true, true, true]);
      // A log whose 10 s are long over is deleted once read.
      expect(exists(oldLog)).toBe(false);
      expect(exists(log(seconds))).toBe(true);

      await new Promise((resolve) => setTimeout(resolve, 400));
      writeFileSync(log(seconds), line(Date.now() / 1000, rewritten), { flag: "a" });
      await sweeper.tick();
      expect([later, unlogged, rewritten].map(exists)).toEqual([false, true, true]);
      await new Promise((resolve) => setTimeout(resolve, 400));
      await sweeper.tick();
      expect(exists(rewritten)).toBe(false);
      // A file whose line was lost goes by its age, in the full sweep every 30 s.
      expect(exists(unlogged)).toBe(true);
      await sweeper.sweepAll();
      expect(exists(unlogged)).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
