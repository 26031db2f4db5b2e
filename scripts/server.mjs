// Production server: `next start` with two additions. Route handlers cannot see the TCP peer's address,
// and Next fills X-Forwarded-For from it only when the client sent none, so a client could choose its
// own address. This server writes the socket address into a header of its own on every request,
// replacing anything the client sent under that name; lib/api/client-ip.ts trusts only that header
// (plus TRUSTED_PROXY_HOPS entries of X-Forwarded-For when a proxy is configured). decision 011.
// And public pages (the ones proxy.ts marks with Content-Language) get `Vary: Cookie`, which Next
// cannot be told to send, and no shared caching of a 404 (docs/decisions/010). And a warm public page
// is answered from an in-process copy of what Next sent (scripts/server/response-cache.mjs), cleared
// by every tag invalidation (docs/decisions/010), and optimised images likewise (docs/decisions/017).
//
//   node scripts/server.mjs [-p PORT] [-H HOSTNAME]
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import { onTagsInvalidated } from "../lib/cache-handler/invalidations.mjs";
import { servingCachedPages } from "./server/cached-pages.mjs";
import { IMAGE_CACHE_LIMITS, imageCacheKey, keepImageFor } from "./server/image-cache.mjs";
import { stripInternalHeaders } from "./server/internal-headers.mjs";
import { createResponseCache } from "./server/response-cache.mjs";
import { splitLanguagePrefix } from "../lib/i18n/request-language.mjs";

export const SOCKET_ADDRESS_HEADER = "x-app-socket-address";

const { values } = parseArgs({
  options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
  allowPositionals: true,
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME ?? undefined;

// Read by lib/api/client-ip.ts: the header is only believed when this server set it.
process.env.APP_SOCKET_ADDRESS_HEADER = SOCKET_ADDRESS_HEADER;

// Like `next start`: production unless told otherwise (set before Next is loaded).
process.env.NODE_ENV ??= "production";
// What `next start` records: proxy.ts keeps its rewrites on this origin (docs/decisions/010).
process.env.__NEXT_PRIVATE_ORIGIN = `http://${!hostname || hostname === "0.0.0.0" ? "localhost" : hostname.includes(":") ? `[${hostname}]` : hostname}:${port}`;
const { default: next } = await import("next");
const app = next({ dev: false, hostname: hostname ?? "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();

const pages = createResponseCache();
onTagsInvalidated(() => pages.invalidate());
// Optimised images too: Next keeps none of them here (scripts/server/image-cache.mjs).
const images = createResponseCache({ ...IMAGE_CACHE_LIMITS, keep: keepImageFor });
const serve = servingCachedPages(pages, servingCachedPages(images, handle, imageCacheKey));

const server = createServer((req, res) => {
  req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
  // Next answers a path it cannot percent-decode ("/api/booklets/%ff") with a 500; it is the
  // client's mistake, so it gets a 400 here, as does a NUL anywhere in the address.
  if (!wellEncoded(req.url ?? "/")) {
    res.writeHead(400, {
      "Content-Type": "application/json",
      "Cache-Control": "no-store",
      "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    });
    res.end(JSON.stringify({ message: "The address is not validly encoded." }));
    return;
  }
  markPublicPage(req, res);
  serve(req, res);
});

// Operators and tests may ask to see them (scripts/server/internal-headers.mjs).
const diagnosticHeaders = process.env.DIAGNOSTIC_HEADERS === "1";

/**
 * A public page at an unprefixed URL (the spec's /about) is in the language of the visitor's
 * cookie, else of their browser (Accept-Language): a CDN must key on both. Next sets its own Vary
 * on every page (replacing any from next.config or proxy.ts), so they are added as the headers
 * leave. A language's own URL (/es/about) is one page whatever the request: nothing added. A 404
 * is never kept by a shared cache. Internal headers are removed as they leave.
 */
function markPublicPage(req, res) {
  const writeHead = res.writeHead;
  const unprefixed = splitLanguagePrefix((req.url ?? "/").split("?")[0]).locale === null;
  res.writeHead = function (...args) {
    if (this.hasHeader("content-language")) {
      if (unprefixed) {
        const vary = String(this.getHeader("vary") ?? "");
        const missing = ["Cookie", "Accept-Language"].filter(
          (name) => !new RegExp(`(^|,)\\s*${name}\\s*(,|$)`, "i").test(vary),
        );
        if (missing.length > 0) this.setHeader("vary", [vary, ...missing].filter(Boolean).join(", "));
      }
      if (this.statusCode === 404 || args[0] === 404) this.setHeader("cache-control", "private, no-store");
    }
    if (!diagnosticHeaders) stripInternalHeaders(this, args);
    return writeHead.apply(this, args);
  };
}

function wellEncoded(url) {
  try {
    return !decodeURIComponent(url.split("?")[0]).includes("\0") && !/%00/.test(url);
  } catch {
    return false;
  }
}
server.listen(port, hostname, () => {
  console.log(`▲ Ready on http://${hostname ?? "localhost"}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
