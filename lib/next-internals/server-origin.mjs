// The origin a `next start` server listens on, which Next keeps in a private environment variable
// (set by next/dist/server/lib/start-server.js, read by its server actions). scripts/server.mjs starts
// Next itself, so it records the origin as `next start` would; proxy.ts reads it to keep rewrites
// inside this server (docs/decisions/010). tests/unit/next-internals.test.ts fails when Next stops
// setting or reading the variable.
export const ORIGIN_VARIABLE = "__NEXT_PRIVATE_ORIGIN";

/** Records the listening origin the way `next start` does (before Next is loaded). */
export function recordServerOrigin(hostname, port) {
  const host = !hostname || hostname === "0.0.0.0" ? "localhost" : hostname.includes(":") ? `[${hostname}]` : hostname;
  process.env[ORIGIN_VARIABLE] = `http://${host}:${port}`;
}

/** The origin `next start` (or scripts/server.mjs) listens on; undefined on a serverless host. */
export function serverOrigin() {
  return process.env[ORIGIN_VARIABLE] || undefined;
}
