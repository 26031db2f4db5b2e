import { afterEach, describe, expect, it, vi } from "vitest";

const SOCKET = "x-app-socket-address";
const request = (headers: Record<string, string>) => ({ headers: new Headers(headers) });

async function load(hops?: string, nodeEnv = "production") {
  vi.resetModules();
  vi.stubEnv("NODE_ENV", nodeEnv);
  vi.stubEnv("APP_SOCKET_ADDRESS_HEADER", SOCKET);
  if (hops === undefined) delete process.env.TRUSTED_PROXY_HOPS;
  else process.env.TRUSTED_PROXY_HOPS = hops;
  return import("@/lib/api/client-ip");
}

afterEach(() => {
  vi.unstubAllEnvs();
  delete process.env.TRUSTED_PROXY_HOPS;
});

describe("clientIp", () => {
  it("uses the socket address by default and ignores X-Forwarded-For entirely", async () => {
    const { clientIp } = await load();
    expect(clientIp(request({ [SOCKET]: "198.51.100.9", "x-forwarded-for": "10.9.9.1" }))).toBe("198.51.100.9");
    expect(clientIp(request({ [SOCKET]: "::ffff:198.51.100.9" }))).toBe("198.51.100.9");
    expect(clientIp(request({ "x-forwarded-for": "10.9.9.1", "x-real-ip": "10.9.9.2" }))).toBe("unknown");
  });

  it("with one trusted proxy takes the entry that proxy appended, not what the client put in front", async () => {
    const { clientIp } = await load("1");
    expect(clientIp(request({ [SOCKET]: "127.0.0.1", "x-forwarded-for": "6.6.6.6, 203.0.113.7" }))).toBe("203.0.113.7");
    expect(clientIp(request({ [SOCKET]: "127.0.0.1", "x-forwarded-for": "203.0.113.7" }))).toBe("203.0.113.7");
  });

  it("counts back as many entries as there are trusted proxies", async () => {
    const { clientIp } = await load("2");
    expect(clientIp(request({ [SOCKET]: "10.0.0.3", "x-forwarded-for": "6.6.6.6, 203.0.113.7, 10.0.0.2" }))).toBe(
      "203.0.113.7",
    );
    expect(clientIp(request({ [SOCKET]: "10.0.0.3", "x-forwarded-for": "203.0.113.7" }))).toBe("10.0.0.3");
  });

  it("falls back to the socket for malformed or over-long headers, never to the client's claim", async () => {
    const { clientIp } = await load("1");
    const socket = { [SOCKET]: "192.0.2.1" };
    expect(clientIp(request({ ...socket, "x-forwarded-for": "not-an-ip" }))).toBe("192.0.2.1");
    expect(clientIp(request({ ...socket, "x-forwarded-for": " , " }))).toBe("192.0.2.1");
    expect(clientIp(request({ ...socket, "x-forwarded-for": `${"1".repeat(300)}, 10.0.0.1` }))).toBe("10.0.0.1");
    expect(clientIp(request({ ...socket, "x-forwarded-for": `${"9".repeat(2_000)}, 10.0.0.1` }))).toBe("192.0.2.1");
    expect(clientIp(request({ ...socket, "x-forwarded-for": Array(50).fill("10.0.0.1").join(",") }))).toBe("192.0.2.1");
  });

  it("in development without the production server reads the address Next filled in", async () => {
    const { clientIp } = await load(undefined, "development");
    vi.stubEnv("APP_SOCKET_ADDRESS_HEADER", "");
    delete process.env.APP_SOCKET_ADDRESS_HEADER;
    expect(clientIp(request({ "x-forwarded-for": "::1" }))).toBe("::1");
  });

  it("recognises loopback visitors", async () => {
    const { isLoopback } = await load();
    expect(isLoopback("127.0.0.1")).toBe(true);
    expect(isLoopback("::1")).toBe(true);
    expect(isLoopback("10.0.0.1")).toBe(false);
    expect(isLoopback("unknown")).toBe(false);
  });
});
