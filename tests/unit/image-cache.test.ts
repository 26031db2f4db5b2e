import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { servingCachedPages } from "../../scripts/server/cached-pages.mjs";
import { IMAGE_CACHE_LIMITS, imageCacheKey, keepImageFor } from "../../scripts/server/image-cache.mjs";
import { cacheKey, createResponseCache } from "../../scripts/server/response-cache.mjs";

// The server's copy of optimised images (docs/decisions/017): Next keeps none in this setup, so
// without it every /_next/image request runs sharp again.

const COVER = "/_next/image?url=%2Fassets%2Fimages%2Fpage-1.webp&w=448&q=75";
const WEBP = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8";
const request = (url: string, headers: Record<string, string> = {}, method = "GET") => ({
  method,
  url,
  headers: { accept: WEBP, ...headers },
});
/** What Next's image optimizer answers (minimumCacheTTL: four hours). */
const optimised = (headers: Record<string, string> = {}) => ({
  "content-type": "image/webp",
  "cache-control": "public, max-age=14400, must-revalidate",
  vary: "Accept",
  etag: '"cover"',
  ...headers,
});

describe("imageCacheKey", () => {
  it("keys optimised images by address and by the formats the client takes", () => {
    expect(imageCacheKey(request(COVER))).toBe(imageCacheKey(request(COVER, { accept: "image/avif,image/webp" })));
    expect(imageCacheKey(request(COVER, { accept: "image/png,*/*" }))).not.toBe(imageCacheKey(request(COVER)));
    expect(imageCacheKey(request(COVER, { accept: "image/webp,*/*" }))).not.toBe(imageCacheKey(request(COVER)));
    expect(imageCacheKey(request(COVER.replace("w=448", "w=640")))).not.toBe(imageCacheKey(request(COVER)));
    expect(imageCacheKey(request(COVER, {}, "HEAD"))).toBe(imageCacheKey(request(COVER)));
  });

  it("sends to Next everything else, and anything private", () => {
    for (const url of ["/", "/about", "/_next/static/chunks/a.js", "/_next/imagex?url=a", "/api/upload/files/a.webp"])
      expect(imageCacheKey(request(url))).toBeNull();
    expect(imageCacheKey(request(COVER, {}, "POST"))).toBeNull();
    expect(imageCacheKey(request(`${COVER}&x=${"a".repeat(2_048)}`))).toBeNull();
    expect(imageCacheKey(request(COVER, { range: "bytes=0-10" }))).toBeNull();
    expect(imageCacheKey(request(COVER, { authorization: "Basic eDp5" }))).toBeNull();
    expect(imageCacheKey(request(COVER, { cookie: "next-auth.session-token=abc" }))).toBeNull();
    expect(imageCacheKey(request(COVER, { cookie: "a=1; __Secure-next-auth.session-token=abc" }))).toBeNull();
    expect(imageCacheKey(request(COVER, { cookie: "__prerender_bypass=1" }))).toBeNull();
    // Pages and images never share a key.
    expect(cacheKey(request(COVER))).toBeNull();
  });
});

describe("keepImageFor", () => {
  const answer = (headers: Record<string, string>, status = 200, method = "GET") => ({
    method,
    status,
    key: "",
    headers,
  });

  it("keeps a public image for its max-age", () => {
    expect(keepImageFor(answer(optimised()))).toBe(14_400_000);
  });

  it("keeps nothing else", () => {
    expect(keepImageFor(answer(optimised(), 304))).toBe(0);
    expect(keepImageFor(answer(optimised(), 400))).toBe(0);
    expect(keepImageFor(answer(optimised(), 200, "HEAD"))).toBe(0);
    expect(keepImageFor(answer(optimised({ "content-type": "text/html" })))).toBe(0);
    expect(keepImageFor(answer(optimised({ "cache-control": "private, max-age=60" })))).toBe(0);
    expect(keepImageFor(answer(optimised({ "cache-control": "public, max-age=60, no-store" })))).toBe(0);
    expect(keepImageFor(answer(optimised({ "cache-control": "public" })))).toBe(0);
    expect(keepImageFor(answer(optimised({ "set-cookie": "a=1" })))).toBe(0);
  });
});

describe("the server's image copy", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A stand-in for Next's image optimizer: counts the images it makes. */
  async function start(headers = optimised(), now = () => Date.now()) {
    const cache = createResponseCache({ ...IMAGE_CACHE_LIMITS, keep: keepImageFor, now });
    let made = 0;
    const next = (req: { headers: Record<string, unknown> }, res: ServerResponse) => {
      made++;
      const webp = String(req.headers.accept ?? "").includes("image/webp");
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      if (!webp) res.setHeader("content-type", "image/png");
      res.end(`${webp ? "webp" : "png"}-${made}`);
    };
    server = createServer(servingCachedPages(cache, next, imageCacheKey));
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const get = (headers: Record<string, string> = {}) =>
      fetch(`${base}${COVER}`, { headers: { accept: WEBP, ...headers } });
    return { get, made: () => made };
  }

  it("answers a repeated image itself, per format, with Next's headers", async () => {
    const app = await start();
    const first = await app.get();
    expect(first.headers.get("x-server-cache")).toBe("MISS");
    expect(await first.text()).toBe("webp-1");
    const second = await app.get();
    expect(second.headers.get("x-server-cache")).toBe("HIT");
    expect(await second.text()).toBe("webp-1");
    expect(second.headers.get("content-type")).toBe("image/webp");
    expect(second.headers.get("vary")).toBe("Accept");
    expect(second.headers.get("cache-control")).toBe("public, max-age=14400, must-revalidate");
    expect((await app.get({ "if-none-match": '"cover"' })).status).toBe(304);
    // A client without WebP gets the image made for it, then its own copy.
    expect(await (await app.get({ accept: "image/png" })).text()).toBe("png-2");
    expect(await (await app.get({ accept: "image/png" })).text()).toBe("png-2");
    expect(await (await app.get()).text()).toBe("webp-1");
    expect(app.made()).toBe(2);
  });

  it("makes the image again once its max-age is over", async () => {
    let now = 1_000;
    const app = await start(optimised(), () => now);
    await app.get();
    await app.get();
    expect(app.made()).toBe(1);
    now += 14_400_000;
    expect((await app.get()).headers.get("x-server-cache")).toBe("MISS");
    expect(app.made()).toBe(2);
  });

  it("never keeps a private answer", async () => {
    const app = await start(optimised({ "cache-control": "private, no-store" }));
    await app.get();
    await app.get();
    expect(app.made()).toBe(2);
  });
});
