// Production server: `next start` with one addition. Route handlers cannot see the TCP peer's address,
// and Next fills X-Forwarded-For from it only when the client sent none, so a client could choose its
// own address. This server writes the socket address into a header of its own on every request,
// replacing anything the client sent under that name; lib/api/client-ip.ts trusts only that header
// (plus TRUSTED_PROXY_HOPS entries of X-Forwarded-For when a proxy is configured). decision 011.
//
//   node scripts/server.mjs [-p PORT] [-H HOSTNAME]
import { createServer } from "node:http";
import { parseArgs } from "node:util";

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
const { default: next } = await import("next");
const app = next({ dev: false, hostname: hostname ?? "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  req.headers[SOCKET_ADDRESS_HEADER] = req.socket.remoteAddress ?? "";
  // Next answers a path it cannot percent-decode ("/api/booklets/%ff") with a 500; it is the
  // client's mistake, so it gets a 400 here, as does a NUL anywhere in the address.
  if (!wellEncoded(req.url ?? "/")) {
    res.writeHead(400, { "Content-Type": "application/json", "Cache-Control": "no-store", "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'" });
    res.end(JSON.stringify({ message: "The address is not validly encoded." }));
    return;
  }
  handle(req, res);
});

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
