// A compressing reverse proxy in front of `next start` for Lighthouse: the app leaves compression to
// the proxy in front of it (next.config.ts `compress: false`, docs/decisions/010), so measuring
// `next start` bare would time uncompressed downloads no visitor gets. Gzip level 6 on the types
// the shipped nginx config compresses (scripts/serve/nginx.conf.template).
import http from "node:http";
import { createGzip, constants } from "node:zlib";

const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
const MIN_LENGTH = 256;

/** Starts the proxy on a free port in front of `target` (an origin); resolves to its origin and stop(). */
export async function startCompressingProxy(target) {
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
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
        const gzip =
          /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? "")) &&
          COMPRESSIBLE.test(type) &&
          length >= MIN_LENGTH &&
          !headers["content-encoding"];
        if (!gzip) {
          response.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(response);
          return;
        }
        delete headers["content-length"];
        headers["content-encoding"] = "gzip";
        headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
        response.writeHead(answer.statusCode ?? 502, headers);
        // Flushed per chunk, so streamed HTML reaches the browser as the app sends it.
        answer.pipe(createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH })).pipe(response);
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
