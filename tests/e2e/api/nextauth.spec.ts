import { expect, test } from "@playwright/test";
import { ACCOUNTS, freshIp } from "../support/accounts";

test.use({ extraHTTPHeaders: { "X-Forwarded-For": freshIp() } });

async function signInThroughNextAuth(request: import("@playwright/test").APIRequestContext, password: string) {
  const { csrfToken } = await (await request.get("/api/auth/csrf")).json();
  return request.post("/api/auth/callback/credentials", {
    form: { csrfToken, username: ACCOUNTS.editor.username, password, json: "true" },
    maxRedirects: 0,
  });
}

test("next-auth's Credentials sign-in starts the same session /api/user reads", async ({ request }) => {
  await signInThroughNextAuth(request, ACCOUNTS.editor.password);
  const me = await request.get("/api/user");
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ username: ACCOUNTS.editor.username, role: "editor" });

  const session = await (await request.get("/api/auth/session")).json();
  expect(session.user).toMatchObject({ name: ACCOUNTS.editor.username, role: "editor" });

  const cookie = (await request.storageState()).cookies.map(({ name, value }) => `${name}=${value}`).join("; ");
  expect((await request.post("/api/logout")).status()).toBe(200);
  expect((await request.get("/api/user")).status()).toBe(401);
  // The cookie kept from before the logout: its own session route agrees the session has ended
  // (security review 5, L5).
  const kept = await request.get("/api/auth/session", { headers: { cookie } });
  expect(await kept.json()).toEqual({});
  expect((await request.get("/api/user", { headers: { cookie } })).status()).toBe(401);
});

test("next-auth's sign-in refuses a wrong password", async ({ request }) => {
  await signInThroughNextAuth(request, "wrong-password");
  expect((await request.get("/api/user")).status()).toBe(401);
});
