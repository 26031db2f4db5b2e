import { afterEach, describe, expect, it, vi } from "vitest";
import { insecureLoginProblem, secureCookiesEnabled } from "@/lib/auth/cookie";

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

describe("insecureLoginProblem: a login whose Secure cookie the browser would drop is refused", () => {
  const request = (url: string, headers: Record<string, string> = {}) => ({
    url,
    headers: new Headers({ host: new URL(url).host, ...headers }),
  });

  it("refuses plain http at a network address, naming NEXTAUTH_URL and TLS", () => {
    const problem = insecureLoginProblem(true, request("http://192.168.1.20:3000/api/login"));
    expect(problem).toContain("192.168.1.20");
    expect(problem).toContain("NEXTAUTH_URL");
    expect(problem).toContain("TLS");
    expect(
      insecureLoginProblem(true, request("http://ministry.lan/api/login", { "x-forwarded-proto": "http" })),
    ).toBeTruthy();
  });

  it("lets https through, whether TLS ends here or at a proxy that says so", () => {
    expect(insecureLoginProblem(true, request("https://example.org/api/login"))).toBeNull();
    expect(
      insecureLoginProblem(true, request("http://10.0.0.5:3000/api/login", { "x-forwarded-proto": "https, http" })),
    ).toBeNull();
  });

  it("lets plain http through on this machine, where browsers keep Secure cookies", () => {
    for (const url of [
      "http://localhost:3000/x",
      "http://127.0.0.1:3917/x",
      "http://[::1]:3000/x",
      "http://app.localhost/x",
    ])
      expect(insecureLoginProblem(true, request(url))).toBeNull();
  });

  it("uses the browser's host, not the one a proxy connected to", () => {
    const behindProxy = request("http://127.0.0.1:3000/api/login", { "x-forwarded-host": "192.168.1.20:8080" });
    expect(insecureLoginProblem(true, behindProxy)).toContain("192.168.1.20");
  });

  it("has nothing to refuse when the cookie is not Secure", () => {
    expect(insecureLoginProblem(false, request("http://192.168.1.20:3000/api/login"))).toBeNull();
  });
});
