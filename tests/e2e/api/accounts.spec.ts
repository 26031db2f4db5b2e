// Staff accounts through the API, mail read from the SMTP sink: invitations, forgot password
// (same answer for any address, a link that works once), change password, admin reset links and
// two-factor set-up, each with its 401/403/400 answers.
import { type APIRequestContext } from "@playwright/test";
import { expect, test, type RoleContexts } from "../support/fixtures";
import { generate } from "otplib";
import { freshIp } from "../support/accounts";
import { linkIn, mailsTo, waitForMail } from "../support/mail";

const stamp = () => Date.now().toString(36);
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

async function visitor(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  baseURL?: string,
) {
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": freshIp() } });
}

/** Invites an address as editor and accepts the mailed link: an editor with no approval step. */
async function invitedEditor(as: RoleContexts, guest: APIRequestContext, name: string, password: string) {
  const email = `${name}@example.org`;
  const invited = await as.admin.post("/api/invitations", { data: { email, role: "editor" } });
  expect(invited.status()).toBe(201);
  const mail = await waitForMail(email, (m) => m.subject.startsWith("You are invited"));
  const link = linkIn(mail, "http");
  expect(link).toBe((await invited.json()).link);
  const token = tokenOf(link);
  expect(await (await guest.get(`/api/invitations/accept?token=${token}`)).json()).toMatchObject({
    email,
    role: "editor",
  });
  const accepted = await guest.post("/api/invitations/accept", { data: { token, username: name, password } });
  expect(accepted.status()).toBe(201);
  expect(await accepted.json()).toMatchObject({ username: name, email, role: "editor" });
  return { email, token };
}

test("an invitation creates an editor with no approval; the link works once", async ({ playwright, baseURL, as }) => {
  const guest = await visitor(playwright, baseURL);
  const name = `inv_${stamp()}`;
  const { token } = await invitedEditor(as, guest, name, "Invited-pass-2026");
  expect((await (await guest.get("/api/user")).json()).role).toBe("editor");
  expect((await guest.get("/api/documents")).status()).toBe(200);
  const again = await guest.post("/api/invitations/accept", {
    data: { token, username: `${name}x`, password: "Invited-pass-2026" },
  });
  expect(again.status()).toBe(410);
  expect((await guest.get(`/api/invitations/accept?token=${token}`)).status()).toBe(410);
  await guest.dispose();
});

test("invitations: 401 anonymous, 403 below admin, 400 on bad input, 409 for an address with an account", async ({
  as,
}) => {
  for (const [context, status] of [
    [as.anonymous, 401],
    [as.pending, 403],
    [as.editor, 403],
  ] as const) {
    expect((await context.get("/api/invitations")).status()).toBe(status);
    expect(
      (await context.post("/api/invitations", { data: { email: "x@example.org", role: "editor" } })).status(),
    ).toBe(status);
    expect((await context.delete("/api/invitations/999999")).status()).toBe(status);
  }
  for (const data of [{ email: "nope", role: "editor" }, { email: "a@example.org", role: "pending" }, {}])
    expect((await as.admin.post("/api/invitations", { data })).status(), JSON.stringify(data)).toBe(400);
  expect(
    (await as.admin.post("/api/invitations", { data: { email: "admin_e2e@example.org", role: "editor" } })).status(),
  ).toBe(409);
  expect((await as.admin.delete("/api/invitations/999999")).status()).toBe(404);
  expect((await as.anonymous.get("/api/invitations/accept?token=short")).status()).toBe(400);
  expect((await as.anonymous.get(`/api/invitations/accept?token=${"x".repeat(43)}`)).status()).toBe(410);
  const weak = await as.anonymous.post("/api/invitations/accept", {
    data: { token: "x".repeat(43), username: "someone", password: "short" },
  });
  expect(weak.status()).toBe(400);
});

test("forgot password: the same 200 for any address; the link works once (410 after), every session ends", async ({
  playwright,
  baseURL,
  as,
}) => {
  const guest = await visitor(playwright, baseURL);
  const name = `fp_${stamp()}`;
  const { email } = await invitedEditor(as, guest, name, "Forgetful-pass-2026");
  const anon = await visitor(playwright, baseURL);
  const known = await anon.post("/api/password/forgot", { data: { email } });
  const unknown = await anon.post("/api/password/forgot", { data: { email: `nobody-${stamp()}@example.org` } });
  expect(known.status()).toBe(200);
  expect(unknown.status()).toBe(200);
  expect(await unknown.json()).toEqual(await known.json());
  expect((await anon.post("/api/password/forgot", { data: { email: "not-an-address" } })).status()).toBe(400);

  const link = linkIn(await waitForMail(email, (m) => m.subject.startsWith("Reset your password")), "http");
  expect(link.startsWith(`${baseURL}/admin/reset-password?token=`)).toBe(true);
  const token = tokenOf(link);
  expect(await (await anon.get(`/api/password/reset?token=${token}`)).json()).toMatchObject({ username: name });
  expect((await anon.post("/api/password/reset", { data: { token, password: "password1234" } })).status()).toBe(400);
  expect((await anon.post("/api/password/reset", { data: { token, password: "Remembered-pass-2026" } })).status()).toBe(
    200,
  );
  expect((await anon.post("/api/password/reset", { data: { token, password: "Another-pass-2026!" } })).status()).toBe(
    410,
  );
  expect((await anon.get(`/api/password/reset?token=${token}`)).status()).toBe(410);
  // The session the invitation started is over; the new password logs in.
  expect((await guest.get("/api/user")).status()).toBe(401);
  expect((await anon.post("/api/login", { data: { username: name, password: "Remembered-pass-2026" } })).status()).toBe(
    200,
  );
  await Promise.all([guest.dispose(), anon.dispose()]);
});

test("forgot password answers the same past an address's mail limit: asking again stops the mails, not the owner", async ({
  playwright,
  baseURL,
  as,
}) => {
  const guest = await visitor(playwright, baseURL);
  const { email } = await invitedEditor(as, guest, `lim_${stamp()}`, "Limited-pass-2026");
  const resets = async () => (await mailsTo(email)).filter((mail) => mail.subject.startsWith("Reset your password"));
  // Someone else asks five times from one address: one answer throughout, three mails, and no 429 to tell.
  const other = await visitor(playwright, baseURL);
  const answers = [];
  for (let i = 0; i < 5; i++) {
    const response = await other.post("/api/password/forgot", { data: { email } });
    answers.push(`${response.status()} ${await response.text()}`);
  }
  expect(new Set(answers).size).toBe(1);
  expect(answers[0]).toMatch(/^200 /);
  await expect.poll(async () => (await resets()).length).toBe(3);
  // The owner, from their own address, still gets their link.
  expect((await guest.post("/api/password/forgot", { data: { email } })).status()).toBe(200);
  await expect.poll(async () => (await resets()).length).toBe(4);
  await Promise.all([other.dispose(), guest.dispose()]);
});

test("change password: 401 anonymous, 400 for a wrong current or a weak new password, 200 keeps this session", async ({
  playwright,
  baseURL,
  as,
}) => {
  expect((await as.anonymous.post("/api/account/password", { data: {} })).status()).toBe(401);
  const guest = await visitor(playwright, baseURL);
  const name = `cp_${stamp()}`;
  await invitedEditor(as, guest, name, "Changing-pass-2026");
  const wrong = await guest.post("/api/account/password", {
    data: { currentPassword: "not-it", newPassword: "Brand-new-pass-2026" },
  });
  expect(wrong.status()).toBe(400);
  expect((await wrong.json()).errors.currentPassword).toBeDefined();
  const weak = await guest.post("/api/account/password", {
    data: { currentPassword: "Changing-pass-2026", newPassword: "password12345" },
  });
  expect(weak.status()).toBe(400);
  const done = await guest.post("/api/account/password", {
    data: { currentPassword: "Changing-pass-2026", newPassword: "Brand-new-pass-2026" },
  });
  expect(done.status()).toBe(200);
  expect((await guest.get("/api/user")).status()).toBe(200);
  await guest.dispose();
});

test("admin reset link: 401/403 below admin, 400 on a bad body, 404 for no account, a link for copying", async ({
  as,
}) => {
  for (const [context, status] of [
    [as.anonymous, 401],
    [as.editor, 403],
  ] as const)
    expect((await context.post("/api/users/1/reset-link", { data: { send: false } })).status()).toBe(status);
  expect((await as.admin.post("/api/users/1/reset-link", { data: { send: "yes" } })).status()).toBe(400);
  expect((await as.admin.post("/api/users/999999/reset-link", { data: { send: false } })).status()).toBe(404);
  const users = (await (await as.admin.get("/api/users")).json()) as { id: number; username: string }[];
  const pending = users.find((u) => u.username === "pending_e2e")!;
  const made = await as.admin.post(`/api/users/${pending.id}/reset-link`, { data: { send: false } });
  expect(made.status()).toBe(200);
  const body = await made.json();
  expect(body).toMatchObject({ username: "pending_e2e", mailed: null });
  expect(body.link).toMatch(/\/admin\/reset-password\?token=/);
});

test("two-factor: set up, turn on with a code, then login asks for one (401 twoFactorRequired) and takes it", async ({
  playwright,
  baseURL,
  as,
}) => {
  expect((await as.anonymous.post("/api/account/two-factor/setup")).status()).toBe(401);
  expect((await as.anonymous.get("/api/account")).status()).toBe(401);
  const guest = await visitor(playwright, baseURL);
  const name = `tf_${stamp()}`;
  await invitedEditor(as, guest, name, "Two-factor-pass-26");
  const setup = await (await guest.post("/api/account/two-factor/setup")).json();
  expect(setup.qrSvg).toContain("<svg");
  expect((await guest.post("/api/account/two-factor/enable", { data: { code: "12" } })).status()).toBe(400);
  expect((await guest.post("/api/account/two-factor/enable", { data: { code: "000000" } })).status()).toBe(400);
  const enabled = await guest.post("/api/account/two-factor/enable", {
    data: { code: await generate({ secret: setup.secret }) },
  });
  expect(enabled.status()).toBe(200);
  expect((await enabled.json()).recoveryCodes).toHaveLength(10);
  expect((await (await guest.get("/api/account")).json()).twoFactor).toMatchObject({
    enabled: true,
    recoveryCodesLeft: 10,
  });

  const anon = await visitor(playwright, baseURL);
  const asked = await anon.post("/api/login", { data: { username: name, password: "Two-factor-pass-26" } });
  expect(asked.status()).toBe(401);
  expect(await asked.json()).toMatchObject({ twoFactorRequired: true });
  // The next time step: the one that turned it on is spent.
  const code = await generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  const login = await anon.post("/api/login", { data: { username: name, password: "Two-factor-pass-26", code } });
  expect(login.status()).toBe(200);
  await Promise.all([guest.dispose(), anon.dispose()]);
});
