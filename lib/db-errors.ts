// Answered with 503 + Retry-After instead of 500.
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
]);
const SQLSTATES = /^(08\d{3}|57P0[123])$/;
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Can't reach database server|the database system is (shutting down|starting up)|terminating connection due to administrator command|Client has encountered a connection error|ECONNREFUSED/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    if (typeof current !== "object") return typeof current === "string" && MESSAGES.test(current);
    const { code, message, cause, originalCode, kind } = current as Record<string, unknown>;
    for (const value of [code, originalCode]) {
      if (typeof value === "string" && (NETWORK_CODES.has(value) || SQLSTATES.test(value) || PRISMA_CODES.has(value)))
        return true;
    }
    if (kind === "DatabaseNotReachable" || kind === "ConnectionClosed" || kind === "SocketTimeout") return true;
    if (typeof message === "string" && MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
