// The HTTP side of the response cache (scripts/server/response-cache.mjs): a warm public page is
// answered from the cache without reaching Next; anything else goes to Next, and a page Next
// answers from its own page cache is copied as it leaves (docs/decisions/010).
import { REMOVED_HEADERS } from "./internal-headers.mjs";
import { CACHE_STATUS_HEADER, cacheKey, etagMatches } from "./response-cache.mjs";

/** Headers a 304 leaves out: it has no body. */
const BODY_HEADERS = new Set(["content-length", "content-type"]);

/**
 * @param {ReturnType<import("./response-cache.mjs").createResponseCache>} cache
 * @param {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => unknown} next
 * @param {(req: import("node:http").IncomingMessage) => string | null} keyOf what the cache holds (pages by default)
 */
export function servingCachedPages(cache, next, keyOf = cacheKey) {
  return (req, res) => {
    const key = keyOf(req);
    if (key === null) {
      res.setHeader(CACHE_STATUS_HEADER, "BYPASS");
      return next(req, res);
    }
    const found = cache.get(key, req.method === "GET");
    if (found) return answer(req, res, found.entry, found.stale ? "STALE" : "HIT");
    res.setHeader(CACHE_STATUS_HEADER, "MISS");
    if (req.method === "GET") copyAnswer(res, key, cache);
    return next(req, res);
  };
}

function answer(req, res, entry, status) {
  const age = String(Math.max(0, Math.floor((Date.now() - entry.stored) / 1000)));
  if (etagMatches(req.headers["if-none-match"], entry.etag)) {
    const headers = [];
    for (let i = 0; i < entry.headers.length; i += 2)
      if (!BODY_HEADERS.has(entry.headers[i])) headers.push(entry.headers[i], entry.headers[i + 1]);
    res.writeHead(304, [...headers, "age", age, CACHE_STATUS_HEADER, status]);
    res.end();
    return;
  }
  res.writeHead(200, [...entry.headers, "age", age, CACHE_STATUS_HEADER, status]);
  res.end(req.method === "HEAD" ? undefined : entry.body);
}

/** Collects what Next writes and offers it to the cache once the response is complete. */
function copyAnswer(res, key, cache) {
  const startedAt = cache.generation();
  let chunks = [];
  let size = 0;
  const write = res.write;
  const end = res.end;
  const collect = (chunk, encoding) => {
    if (chunks === null || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const bytes =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8")
        : Buffer.from(chunk);
    size += bytes.length;
    // Too large to keep: stop copying (null: nothing is offered to the cache).
    if (size > cache.maxEntryBytes) chunks = null;
    else chunks.push(bytes);
  };
  res.write = function (chunk, encoding, callback) {
    collect(chunk, encoding);
    return write.call(this, chunk, encoding, callback);
  };
  res.end = function (chunk, encoding, callback) {
    collect(chunk, encoding);
    // Headers are final only once sent: scripts/server.mjs adjusts them in writeHead.
    const result = end.call(this, chunk, encoding, callback);
    if (chunks === null) return result;
    cache.store(key, startedAt, {
      method: "GET",
      status: this.statusCode,
      // Including what scripts/server.mjs removed on the way out: what Next said of its cache.
      headers: { ...this.getHeaders(), ...this[REMOVED_HEADERS] },
      body: Buffer.concat(chunks),
    });
    return result;
  };
}
