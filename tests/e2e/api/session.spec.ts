import { expect, test } from "@playwright/test";
import { ACCOUNTS, freshIp, storageStatePath } from "../support/accounts";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": freshIp() } });

test("GET /api/user is 401 when logged out and never returns a password", async ({ request }) => {
  const anonymous = await request.get("/api/user");
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toEqual({ message: expect.any(String) });

  const login = await request.post("/api/login", {
    data: { username: ACCOUNTS.admin.username, password: ACCOUNTS.admin.password },
  });
  expect(login.status()).toBe(200);
  const user = await login.json();
  expect(user).toMatchObject({ username: ACCOUNTS.admin.username, email: ACCOUNTS.admin.email, role: "admin" });
  expect(JSON.stringify(user)).not.toMatch(/password/i);
  const me = await request.get("/api/user");
  expect(await me.json()).toEqual(user);
});

test("POST /api/login validates its body", async ({ request }) => {
  const empty = await request.post("/api/login", { data: {} });
  expect(empty.status()).toBe(400);
  const body = await empty.json();
  expect(body.errors.username).toBeDefined();
  expect(body.errors.password).toBeDefined();

  const notJson = await request.post("/api/login", {
    data: "not json",
    headers: { "Content-Type": "application/json" },
  });
  expect(notJson.status()).toBe(400);
});

test("POST /api/login: a wrong password is 401, and repeated failures are 429 with Retry-After", async ({
  playwright,
  baseURL,
}) => {
  const username = `throttle_${Date.now() % 100000}`;
  const setup = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": freshIp() } });
  expect(
    (
      await setup.post("/api/register", {
        data: { username, email: `${username}@example.org`, password: "Right-pass-123" },
      })
    ).status(),
  ).toBe(202);

  // The owner logs in once from their usual address (decision 011: known addresses are never slowed).
  const ownerIp = freshIp();
  const attempt = async (password: string, ip = freshIp()) => {
    const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": ip } });
    const response = await client.post("/api/login", { data: { username, password } });
    const result = {
      status: response.status(),
      retryAfter: response.headers()["retry-after"],
      body: await response.json(),
    };
    await client.dispose();
    return result;
  };
  expect((await attempt("Right-pass-123", ownerIp)).status).toBe(200);
  // Each attempt from another address: the per-account limit alone must stop the guessing.
  for (let i = 0; i < 10; i++) {
    const failed = await attempt("wrong-password");
    expect(failed.status).toBe(401);
    expect(failed.body.message).toBe("Invalid credentials");
  }
  // Slowed to one try per 30 s per account from new addresses, then 429 with Retry-After.
  await attempt("wrong-password");
  const blocked = await attempt("wrong-password");
  expect(blocked.status).toBe(429);
  expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
  expect(Number(blocked.retryAfter)).toBeLessThanOrEqual(30);
  // Even the right password waits, from a new address; the owner at their usual one gets in.
  expect((await attempt("Right-pass-123")).status).toBe(429);
  expect((await attempt("Right-pass-123", ownerIp)).status).toBe(200);
  await setup.dispose();
});

test("POST /api/register: pending (202) whatever the role sent; 400 on bad input; 409 on a taken name", async ({
  request,
}) => {
  const username = `reg_${Date.now() % 100000}`;
  const created = await request.post("/api/register", {
    data: { username, email: `${username}@example.org`, password: "Register-pass-1", role: "admin" },
  });
  expect(created.status()).toBe(202);
  expect((await created.json()).role).toBe("pending");

  const invalid = await request.post("/api/register", {
    data: { username: "x", email: "not-an-email", password: "short" },
  });
  expect(invalid.status()).toBe(400);
  expect(Object.keys((await invalid.json()).errors)).toEqual(expect.arrayContaining(["username", "email", "password"]));

  const taken = await request.post("/api/register", {
    data: { username: username.toUpperCase(), email: `other-${username}@example.org`, password: "Register-pass-1" },
  });
  expect(taken.status()).toBe(409);
  expect((await taken.json()).errors.username).toBeDefined();
});

test("POST /api/logout revokes the session on the server", async ({ request }) => {
  expect(
    (
      await request.post("/api/login", {
        data: { username: ACCOUNTS.editor.username, password: ACCOUNTS.editor.password },
      })
    ).status(),
  ).toBe(200);
  const state = await request.storageState();
  expect((await request.post("/api/logout")).status()).toBe(200);
  expect((await request.get("/api/user")).status()).toBe(401);
  // Replaying the old cookie does not bring the session back.
  const cookie = state.cookies.find((c) => c.name.endsWith("next-auth.session-token"));
  expect(cookie).toBeDefined();
  const replay = await request.get("/api/user", { headers: { Cookie: `${cookie!.name}=${cookie!.value}` } });
  expect(replay.status()).toBe(401);
});

test("mutations from another site are refused", async ({ request }) => {
  const response = await request.post("/api/login", {
    data: { username: ACCOUNTS.admin.username, password: ACCOUNTS.admin.password },
    headers: { Origin: "https://evil.example" },
  });
  expect(response.status()).toBe(403);
  expect((await response.json()).message).toBe("Cross-site request refused.");
});

test("unknown ids are 404 and never a 500", async ({ playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ baseURL, storageState: storageStatePath("admin") });
  expect((await admin.patch("/api/users/999999", { data: { role: "editor" } })).status()).toBe(404);
  expect((await admin.patch("/api/users/abc", { data: { role: "editor" } })).status()).toBe(404);
  expect((await admin.patch("/api/users/1", { data: { role: "owner" } })).status()).toBe(400);
  await admin.dispose();
});
