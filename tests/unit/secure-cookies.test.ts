import { afterEach, describe, expect, it, vi } from "vitest";
import { secureCookiesEnabled } from "@/lib/auth/cookie";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("secureCookiesEnabled (decision 011)", () => {
  it("is on in production by default, whatever NEXTAUTH_URL says unless it is plain http on this machine", () => {
    vi.stubEnv("NODE_ENV", "production");
    expect(secureCookiesEnabled(undefined, false)).toBe(true);
    expect(secureCookiesEnabled("https://example.org", false)).toBe(true);
    expect(secureCookiesEnabled("http://example.org", false)).toBe(true);
    expect(secureCookiesEnabled("http://localhost:3000", false)).toBe(false);
    expect(secureCookiesEnabled("http://127.0.0.1:3917", false)).toBe(false);
  });

  it("is off in development unless the site is https", () => {
    vi.stubEnv("NODE_ENV", "development");
    expect(secureCookiesEnabled(undefined, false)).toBe(false);
    expect(secureCookiesEnabled("https://example.org", false)).toBe(true);
    expect(secureCookiesEnabled(undefined, true)).toBe(true);
  });
});
