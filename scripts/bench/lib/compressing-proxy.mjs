// A compressing reverse proxy in front of `next start` for Lighthouse: the app leaves compression to
// the proxy in front of it (next.config.ts `compress: false`, docs/decisions/010), so measuring
// `next start` bare would time uncompressed downloads no visitor gets. Gzip level 6 on the types
// the shipped nginx config compresses (scripts/serve/nginx.conf.template), and, like that config,
// Next's content-hashed files and optimised images are kept once fetched and then answered from
// memory: visitors never wait for the app (or the image optimizer) to send them again.
import http from "node:http";
import { createGzip, constants } from "node:zlib";

const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
const MIN_LENGTH = 256;
// What nginx.conf.template's `static` cache holds (`location ^~ /_next/static/`, `^~ /_next/image`).
const KEPT = /^\/_next\/(?:static\/|image\?)/;

/** Starts the proxy on a free port in front of `target` (an origin); resolves to its origin and stop(). */
export async function startCompressingProxy(target) {
  const upstream = new URL(target);
  /** @type {Map<string, { status: number, headers: http.OutgoingHttpHeaders, body: Buffer }>} */
  const kept = new Map();
  const server = http.createServer((request, response) => {
    const acceptsGzip = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
    const keepable = request.method === "GET" && KEPT.test(request.url ?? "");
    // The image's format follows Accept (the app's Vary says so); a script's encoding follows Accept-Encoding.
    const key = `${request.url}|${acceptsGzip}|${request.headers.accept ?? ""}`;
    const hit = keepable ? kept.get(key) : undefined;
    if (hit) {
      response.writeHead(hit.status, hit.headers);
      response.end(hit.body);
      return;
    }
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host, "accept-encoding": "identity" },
      },
      (answer) => {
        const headers = { ...answer.headers };
        const type = String(headers["content-type"] ?? "");
        const length = Number(headers["content-length"] ?? Infinity);
        const gzip = acceptsGzip && COMPRESSIBLE.test(type) && length >= MIN_LENGTH && !headers["content-encoding"];
        if (gzip) {
          delete headers["content-length"];
          headers["content-encoding"] = "gzip";
          headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
        }
        const status = answer.statusCode ?? 502;
        response.writeHead(status, headers);
        // Flushed per chunk, so streamed HTML reaches the browser as the app sends it.
        const body = gzip ? answer.pipe(createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH })) : answer;
        body.pipe(response);
        if (keepable && status === 200 && /\bpublic\b/.test(String(headers["cache-control"] ?? ""))) {
          const chunks = [];
          body.on("data", (chunk) => chunks.push(chunk));
          body.on("end", () => kept.set(key, { status, headers, body: Buffer.concat(chunks) }));
        }
      },
    );
    forwarded.on("error", () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
