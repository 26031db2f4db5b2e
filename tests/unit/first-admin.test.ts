import { afterEach, describe, expect, it, vi } from "vitest";

// Who may claim the first administrator as "someone on this machine" (decision 011): only a
// loopback TCP peer whose request no proxy passed on, whatever TRUSTED_PROXY_HOPS says.
const SOCKET = "x-app-socket-address";
const MARK = "x-app-forwarded";
const request = (headers: Record<string, string>) => ({ headers: new Headers(headers) });

async function load({ hops = "0", nodeEnv = "production", server = true } = {}) {
  vi.resetModules();
  vi.stubEnv("NODE_ENV", nodeEnv);
  vi.stubEnv("TRUSTED_PROXY_HOPS", hops);
  vi.stubEnv("APP_SOCKET_ADDRESS_HEADER", server ? SOCKET : "");
  vi.stubEnv("APP_FORWARDED_HEADER", server ? MARK : "");
  return import("@/lib/api/client-ip");
}

afterEach(() => vi.unstubAllEnvs());

describe("isDirectLocalRequest", () => {
  it("is true for a loopback peer that sent no forwarding header", async () => {
    for (const hops of ["0", "1"]) {
      const { isDirectLocalRequest } = await load({ hops });
      expect(isDirectLocalRequest(request({ [SOCKET]: "127.0.0.1", [MARK]: "0" }))).toBe(true);
      expect(isDirectLocalRequest(request({ [SOCKET]: "::1", [MARK]: "0" }))).toBe(true);
      expect(isDirectLocalRequest(request({ [SOCKET]: "::ffff:127.0.0.1", [MARK]: "0" }))).toBe(true);
    }
  });

  it("is false for a forged X-Forwarded-For: 127.0.0.1 sent straight to the app port (npm run serve's hops = 1)", async () => {
    const { isDirectLocalRequest, clientIp } = await load({ hops: "1" });
    const forged = request({ [SOCKET]: "203.0.113.7", [MARK]: "1", "x-forwarded-for": "127.0.0.1" });
    expect(clientIp(forged)).toBe("127.0.0.1");
    expect(isDirectLocalRequest(forged)).toBe(false);
  });

  it("is false for every visitor of a proxy on this machine, even with hops left at 0 (every peer is 127.0.0.1)", async () => {
    for (const hops of ["0", "1"]) {
      const { isDirectLocalRequest } = await load({ hops });
      expect(
        isDirectLocalRequest(request({ [SOCKET]: "127.0.0.1", [MARK]: "1", "x-forwarded-for": "198.51.100.1" })),
      ).toBe(false);
      expect(
        isDirectLocalRequest(request({ [SOCKET]: "127.0.0.1", [MARK]: "1", "x-forwarded-for": "127.0.0.1" })),
      ).toBe(false);
    }
  });

  it("is false for a remote peer, and when the server did not mark the request", async () => {
    const { isDirectLocalRequest } = await load();
    expect(isDirectLocalRequest(request({ [SOCKET]: "198.51.100.1", [MARK]: "0" }))).toBe(false);
    expect(isDirectLocalRequest(request({ [SOCKET]: "127.0.0.1" }))).toBe(false);
    expect(isDirectLocalRequest(request({ [SOCKET]: "127.0.0.1", [MARK]: "yes" }))).toBe(false);
  });

  it("in production without scripts/server.mjs nothing is local; under next dev a forwarding header still is not", async () => {
    const production = await load({ server: false });
    expect(production.isDirectLocalRequest(request({ "x-forwarded-for": "127.0.0.1" }))).toBe(false);
    const dev = await load({ server: false, nodeEnv: "development" });
    expect(dev.isDirectLocalRequest(request({ "x-forwarded-for": "127.0.0.1" }))).toBe(true);
    expect(dev.isDirectLocalRequest(request({ "x-forwarded-for": "127.0.0.1", forwarded: "for=1.2.3.4" }))).toBe(false);
    expect(dev.isDirectLocalRequest(request({ "x-forwarded-for": "198.51.100.1" }))).toBe(false);
  });
});
