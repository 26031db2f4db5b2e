// What a page's file may send differently from the cache's copy (docs/decisions/015): its own
// validators and length, no Age, and the request's own id and date. Vary's values are compared as
// a set, because the cache repeats Accept-Encoding.
const PER_RESPONSE = new Set([
  "date",
  "etag",
  "last-modified",
  "content-length",
  "transfer-encoding",
  "accept-ranges",
  "age",
  "x-request-id",
  "x-cache-status",
]);

/** A response's headers without those a file may send differently, for comparing a file with the cache. */
export function comparablePageHeaders(headers: Record<string, string | string[] | undefined>) {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !PER_RESPONSE.has(name))
      .map(([name, value]) => [name, name === "vary" ? [...new Set(String(value).split(/,\s*|\n/))].sort() : value]),
  );
}
