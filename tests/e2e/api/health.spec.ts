import { expect, test } from "@playwright/test";

test("GET /api/health: the process answers, with a request id", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
  expect(response.headers()["cache-control"]).toContain("no-store");
  expect(response.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
});

test("GET /api/health/ready: database, migrations and storage checked, AI and mail reported, nothing secret", async ({
  request,
}) => {
  const response = await request.get("/api/health/ready");
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toEqual({
    status: "ok",
    database: { status: "ok", migrations: "current" },
    storage: { status: "ok", kind: "local" },
    ai: { configured: false },
    mail: "ok",
  });
  const text = JSON.stringify(body) + JSON.stringify(response.headers());
  for (const secret of ["postgres", "://", "127.0.0.1", ".data", "secret", "key"]) expect(text).not.toContain(secret);
});

test("health answers in under 50 ms and is never rate limited", async ({ request }) => {
  for (const path of ["/api/health", "/api/health/ready"]) {
    await request.get(path); // warm-up: the first call compiles nothing, but opens connections
    const times: number[] = [];
    for (let i = 0; i < 60; i++) {
      const started = performance.now();
      const response = await request.get(path);
      times.push(performance.now() - started);
      expect(response.status(), `${path} call ${i}`).toBe(200);
    }
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length / 2)], `${path} median ms`).toBeLessThan(50);
  }
});

test("every API response carries X-Request-Id; a proxy's sane id is kept", async ({ request }) => {
  const response = await request.get("/api/settings", { headers: { "X-Request-Id": "nginx-0123456789abcdef" } });
  expect(response.headers()["x-request-id"]).toBe("nginx-0123456789abcdef");
  const error = await request.get("/api/documents/not-a-number");
  expect(error.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
});

test("pages carry X-Request-Id too: each request its own, also a copy served from the server's page cache", async ({
  request,
}) => {
  const ids: string[] = [];
  for (const path of ["/", "/", "/about", "/missing-page-for-request-id", "/_next/image?url=%2Fnope.png&w=64&q=75"]) {
    const response = await request.get(path);
    ids.push(response.headers()["x-request-id"]);
  }
  for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(new Set(ids).size).toBe(ids.length);
  // A copy from the server's page cache (the first requests may fill it) still gets a new id.
  let hit;
  for (let tries = 0; tries < 5 && hit?.headers()["x-server-cache"] !== "HIT"; tries++) hit = await request.get("/");
  expect(hit!.headers()["x-server-cache"]).toBe("HIT");
  expect(ids).not.toContain(hit!.headers()["x-request-id"]);
  const kept = await request.get("/about", { headers: { "X-Request-Id": "nginx-0123456789abcdef" } });
  expect(kept.headers()["x-request-id"]).toBe("nginx-0123456789abcdef");
});
