// One id per request, from the proxy in front to the log lines of the route handler: the
// incoming X-Request-Id when it is a sane one (nginx's $request_id), else a new one. Shared by
// scripts/server.mjs (every response, pages included) and lib/log.ts (API log lines).

export const REQUEST_ID_HEADER = "x-request-id";

const INCOMING_ID = /^[\w.-]{8,64}$/;

/** @param {string | string[] | null | undefined} incoming */
export function requestIdFrom(incoming) {
  return typeof incoming === "string" && INCOMING_ID.test(incoming) ? incoming : crypto.randomUUID();
}
