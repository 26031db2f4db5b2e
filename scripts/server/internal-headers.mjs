// Headers that say how Next and this server handled a request (x-nextjs-cache, x-nextjs-prerender,
// x-middleware-rewrite with the internal path, x-server-cache…): useful to operators and tests, of
// no use to visitors, and they show the internal per-language routes. Removed from every response
// unless DIAGNOSTIC_HEADERS=1 (the test server sets it); the shipped nginx hides them as well.
export const INTERNAL_HEADER = /^(?:x-nextjs-|x-middleware-|x-server-cache$)/i;

/** What was removed from a response, for the copy of it the server keeps (keepFor reads x-nextjs-cache). */
export const REMOVED_HEADERS = Symbol("removedInternalHeaders");

/**
 * Removes the internal headers from a response as it is written: those set with setHeader, and
 * those passed to writeHead itself (an object or a flat [name, value, …] list).
 * @param {import("node:http").ServerResponse} res
 * @param {unknown[]} args writeHead's arguments, changed in place
 */
export function stripInternalHeaders(res, args) {
  const removed = {};
  for (const name of res.getHeaderNames()) {
    if (!INTERNAL_HEADER.test(name)) continue;
    removed[name] = res.getHeader(name);
    res.removeHeader(name);
  }
  res[REMOVED_HEADERS] = removed;
  const at = typeof args[1] === "string" ? 2 : 1;
  const headers = args[at];
  if (Array.isArray(headers)) {
    const kept = [];
    for (let i = 0; i < headers.length; i += 2)
      if (!INTERNAL_HEADER.test(String(headers[i]))) kept.push(headers[i], headers[i + 1]);
    args[at] = kept;
  } else if (headers && typeof headers === "object") {
    args[at] = Object.fromEntries(Object.entries(headers).filter(([name]) => !INTERNAL_HEADER.test(name)));
  }
}
