// Next's private variable, read by proxy.ts to keep rewrites inside this server (decision 010); checked by a unit test.
export const ORIGIN_VARIABLE = "__NEXT_PRIVATE_ORIGIN";

export function recordServerOrigin(hostname, port) {
  const host = !hostname || hostname === "0.0.0.0" ? "localhost" : hostname.includes(":") ? `[${hostname}]` : hostname;
  process.env[ORIGIN_VARIABLE] = `http://${host}:${port}`;
}

export function serverOrigin() {
  return process.env[ORIGIN_VARIABLE] || undefined;
}
