export const REQUEST_ID_HEADER = "x-request-id";

const INCOMING_ID = /^[\w.-]{8,64}$/;

/** @param {string | string[] | null | undefined} incoming */
export function requestIdFrom(incoming) {
  return typeof incoming === "string" && INCOMING_ID.test(incoming) ? incoming : crypto.randomUUID();
}
