import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

const FORGED = "attacker.example";

async function load({ hops = "0", configured = "" } = {}) {
  vi.resetModules();
  vi.stubEnv("TRUSTED_PROXY_HOPS", hops);
  vi.stubEnv("NEXTAUTH_URL", configured || undefined);
  return import("@/lib/http/site-origin");
}

afterEach(() => vi.unstubAllEnvs());

describe("originFromHeaders", () => {
  it("uses the configured NEXTAUTH_URL whatever the request says", async () => {
    const { originFromHeaders } = await load({ hops: "1", configured: "https://ministry.example/" });
    const forged = new Headers({ host: FORGED, "x-forwarded-host": FORGED, "x-forwarded-proto": "http" });
    expect(originFromHeaders(forged)).toBe("https://ministry.example");
  });

  it("with no trusted proxy ignores X-Forwarded-Host and -Proto: the Host the request came to counts", async () => {
    const { originFromHeaders } = await load();
    const forged = new Headers({ host: "ministry.example", "x-forwarded-host": FORGED, "x-forwarded-proto": "http" });
    expect(originFromHeaders(forged)).toBe("https://ministry.example");
    expect(originFromHeaders(new Headers({ host: "127.0.0.1:3000", "x-forwarded-host": FORGED }))).toBe(
      "http://127.0.0.1:3000",
    );
  });

  it("behind one trusted proxy takes the host and scheme that proxy wrote, not what the client put in front", async () => {
    const { originFromHeaders } = await load({ hops: "1" });
    const proxied = new Headers({
      host: "127.0.0.1:3000",
      "x-forwarded-host": `${FORGED}, ministry.example:8443`,
      "x-forwarded-proto": "https",
    });
    expect(originFromHeaders(proxied)).toBe("https://ministry.example:8443");
  });

  it("never builds an origin from a host that is not a host name", async () => {
    const { originFromHeaders } = await load({ hops: "1" });
    for (const host of ["evil.example/path", "evil.example@x", "a b", `${"a".repeat(70)}.example`, ""]) {
      const origin = originFromHeaders(new Headers({ host: "ministry.example", "x-forwarded-host": host }));
      expect(origin).toBe("https://ministry.example");
    }
    expect((await load()).originFromHeaders(new Headers({ host: "evil.example/x" }))).toBe("http://localhost:3000");
  });
});
