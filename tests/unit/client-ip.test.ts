import { afterEach, describe, expect, it, vi } from "vitest";

const request = (headers: Record<string, string>) => ({ headers: new Headers(headers) });

async function load(hops?: string) {
  vi.resetModules();
  if (hops === undefined) delete process.env.TRUSTED_PROXY_HOPS;
  else process.env.TRUSTED_PROXY_HOPS = hops;
  return (await import("@/lib/api/client-ip")).clientIp;
}

afterEach(() => {
  delete process.env.TRUSTED_PROXY_HOPS;
});

describe("clientIp", () => {
  it("takes the address the trusted proxy appended, not what the client put in front", async () => {
    const clientIp = await load();
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6, 203.0.113.7" }))).toBe("203.0.113.7");
    expect(clientIp(request({ "x-forwarded-for": "203.0.113.7" }))).toBe("203.0.113.7");
  });

  it("counts back as many entries as there are trusted proxies", async () => {
    const clientIp = await load("2");
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6, 203.0.113.7, 10.0.0.2" }))).toBe("203.0.113.7");
    expect(clientIp(request({ "x-forwarded-for": "203.0.113.7" }))).toBe("203.0.113.7");
  });

  it("falls back to X-Real-IP, then to a shared bucket", async () => {
    const clientIp = await load();
    expect(clientIp(request({ "x-real-ip": " 198.51.100.4 " }))).toBe("198.51.100.4");
    expect(clientIp(request({ "x-forwarded-for": " , " }))).toBe("unknown");
    expect(clientIp(request({}))).toBe("unknown");
  });
});
