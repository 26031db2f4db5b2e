// Production server: `next start` with two additions. Route handlers cannot see the TCP peer's address,
// and Next fills X-Forwarded-For from it only when the client sent none, so a client could choose its
// own address. This server writes the socket address into a header of its own on every request,
// replacing anything the client sent under that name; lib/api/client-ip.ts trusts only that header
// (plus TRUSTED_PROXY_HOPS entries of X-Forwarded-For when a proxy is configured). decision 011.
// And public pages (the ones proxy.ts marks with Content-Language) get `Vary: Cookie`, which Next
// cannot be told to send, and no shared caching of a 404 (docs/decisions/010). And a warm public page
// is answered from an in-process copy of what Next sent (scripts/server/response-cache.mjs), cleared
// by every tag invalidation (docs/decisions/010), and optimised images likewise (docs/decisions/017).
// And every response carries X-Request-Id (lib/http/request-id.mjs). And a public page's request loses
// the query parameters the page does not read (lib/http/page-query.mjs).
//
// And it marks whether the request came through a proxy, so that only a visitor on this very
// machine, not a forwarded one, may claim the first administrator (lib/api/client-ip.ts, decision 011).
//
//   node scripts/server.mjs [-p PORT] [-H HOSTNAME] [--listen ADDRESS]
//
// --listen (or APP_LISTEN_HOST) is the address the socket binds to, without changing the hostname
// Next compares proxy.ts's rewrites against (which `-H 127.0.0.1` would, docs/decisions/010).
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import { onTagsInvalidated } from "../lib/cache-handler/invalidations.mjs";
import { recordServerOrigin } from "../lib/next-internals/server-origin.mjs";
import { REQUEST_ID_HEADER, requestIdFrom } from "../lib/http/request-id.mjs";
import { servingCachedPages } from "./server/cached-pages.mjs";
import { IMAGE_CACHE_LIMITS, imageCacheKey, keepImageFor } from "./server/image-cache.mjs";
import { stripInternalHeaders } from "./server/internal-headers.mjs";
import { createResponseCache } from "./server/response-cache.mjs";
import { splitLanguagePrefix } from "../lib/i18n/request-language.mjs";
import { withoutUnreadParams } from "../lib/http/page-query.mjs";

export const SOCKET_ADDRESS_HEADER = "x-app-socket-address";
export const FORWARDED_MARK_HEADER = "x-app-forwarded";
// Any of these says a proxy passed the request on (or a client pretends one did).
const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip", "via"];

const { values } = parseArgs({
  options: {
    port: { type: "string", short: "p" },
    hostname: { type: "string", short: "H" },
    listen: { type: "string" },
  },
  allowPositionals: true,
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME ?? undefined;
const listenAddress = values.listen ?? (process.env.APP_LISTEN_HOST || hostname);

// Read by lib/api/client-ip.ts: the header is only believed when this server set it.
process.env.APP_SOCKET_ADDRESS_HEADER = SOCKET_ADDRESS_HEADER;
process.env.APP_FORWARDED_HEADER = FORWARDED_MARK_HEADER;

// Like `next start`: production unless told otherwise (set before Next is loaded).
process.env.NODE_ENV ??= "production";
// What `next start` records: proxy.ts keeps its rewrites on this origin (docs/decisions/010).
recordServerOrigin(hostname, port);
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
  req.headers[FORWARDED_MARK_HEADER] = FORWARDING_HEADERS.some((name) => name in req.headers) ? "1" : "0";
  // Every response carries the request's id, pages and cached copies too; a route handler logs under it.
  const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
  req.headers[REQUEST_ID_HEADER] = requestId;
  carryRequestId(res, requestId);
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
  // A page is rendered and kept for the query parameters it reads, never for a link's others.
  if (req.method === "GET" || req.method === "HEAD") req.url = withoutUnreadParams(req.url ?? "/");
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
      // Next may repeat its preload link; one line with each link once means the same, and is what
      // the shipped proxy can check and repeat when it serves the page as a file (decision 015).
      const link = this.getHeader("link");
      if (Array.isArray(link)) this.setHeader("link", [...new Set(link)].join(", "));
    }
    if (!diagnosticHeaders) stripInternalHeaders(this, args);
    return writeHead.apply(this, args);
  };
}

/**
 * Adds the id as the headers leave. A copy from the response cache passes writeHead a flat list
 * (repeated names kept); a header set before it would make Node merge that list by name and drop
 * all but the last of a repeated one, so the id joins the list instead.
 */
function carryRequestId(res, id) {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    const headers = args.at(-1);
    if (Array.isArray(headers))
      args[args.length - 1] = Array.isArray(headers[0])
        ? [...headers, [REQUEST_ID_HEADER, id]]
        : [...headers, REQUEST_ID_HEADER, id];
    else this.setHeader(REQUEST_ID_HEADER, id);
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
// Longer than an upstream's idle keep-alive (nginx keeps one 60 s): a connection must never close
// under a request the proxy or a client is already sending on it (a 502 or ECONNRESET).
server.keepAliveTimeout = 65_000;
server.listen(port, listenAddress, () => {
  console.log(`▲ Ready on http://${listenAddress ?? "localhost"}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
