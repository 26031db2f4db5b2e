// Staff accounts against the real database and a real SMTP server started here: the reset link
// (single use, one hour, every session ended, the same answer for unknown addresses), invitations,
// the password rule and bcrypt's 72-byte cut, two-factor sign-in, and the owner at an address
// walled by someone else's failures (decision 003).
import { generate } from "otplib";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { authenticate } from "@/lib/auth/login";
import { acceptInvitation, describeInvitation, inviteStaff } from "@/lib/auth/invitations";
import { hashPassword, verifyPassword, needsRehash } from "@/lib/auth/password";
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT, passwordProblem } from "@/lib/auth/password-policy";
import {
  changeOwnPassword,
  describeResetLink,
  limitResetRequests,
  mayMailResetLink,
  mailResetLinkIfAccount,
  resetPasswordWithLink,
} from "@/lib/auth/password-reset";
import { checkSecondFactor, confirmTotpSetup, startTotpSetup } from "@/lib/auth/two-factor";
import { createAuthSession } from "@/lib/data/auth-sessions";
import { writeMailConfig } from "@/lib/data/mail-config";
import { db } from "@/lib/db";
import { RateLimitedError, rateLimits } from "@/lib/rate-limit";
import { loginSchema } from "@/lib/validation/auth";
import { startSmtpSink } from "../support/smtp-sink.mjs";

const ORIGIN = "http://site.test";
const PASSWORD = "Owner-pass-123";
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

const login = (username: string, password: string, ip = "192.0.2.10", code?: string) =>
  authenticate(loginSchema.parse({ username, password, code }), ip);
const status = (attempt: Promise<unknown>) =>
  attempt.then(
    () => "ok",
    (error: unknown) => (error instanceof RateLimitedError ? 429 : (error as { status?: number }).status),
  );
const linkIn = (text: string) => text.split(/\s+/).find((word) => word.startsWith(`${ORIGIN}/admin/`))!;
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

async function makeUser(username: string, password = PASSWORD, role: "admin" | "editor" = "editor") {
  return db.user.create({
    data: { username, email: `${username}@example.org`, passwordHash: await hashPassword(password), role },
  });
}

beforeAll(async () => {
  vi.stubEnv("PASSWORD_HASH_ROUNDS", "4");
  sink = await startSmtpSink({ port: 0 });
});

afterAll(async () => {
  await sink.stop();
  await db.user.deleteMany();
  await db.rateLimit.deleteMany();
  await db.outboxMail.deleteMany();
  await db.mailConfig.deleteMany();
  await db.accountToken.deleteMany();
});

beforeEach(async () => {
  await db.user.deleteMany();
  await db.rateLimit.deleteMany();
  await db.outboxMail.deleteMany();
  await db.accountToken.deleteMany();
  await writeMailConfig({ smtpUrl: sink.url, mailFrom: "site@example.org" });
  sink.messages.length = 0;
});

describe("password reset", () => {
  it("mails a link that works once within the hour and ends every session of the account", async () => {
    const user = await makeUser("ruth");
    const sessions = await Promise.all([createAuthSession(user.id), createAuthSession(user.id)]);
    await mailResetLinkIfAccount("ruth@example.org", ORIGIN);
    const mail = await sink.waitFor("ruth@example.org");
    expect(mail.subject).toContain("Reset your password");
    const link = linkIn(mail.text);
    expect(link).toMatch(/^http:\/\/site\.test\/admin\/reset-password\?token=[\w-]{40,}$/);
    const token = tokenOf(link);
    // Only its hash is stored.
    expect(await db.accountToken.count({ where: { tokenHash: token } })).toBe(0);
    expect(await describeResetLink(token)).toMatchObject({ username: "ruth" });

    await expect(resetPasswordWithLink(token, "short")).rejects.toMatchObject({ status: 400 });
    await expect(resetPasswordWithLink(token, "password1234")).rejects.toMatchObject({ status: 400 });
    await resetPasswordWithLink(token, "New-ruth-pass-2026");
    expect(await db.authSession.count({ where: { id: { in: sessions.map((s) => s.id) } } })).toBe(0);
    expect(await status(login("ruth", "New-ruth-pass-2026"))).toBe("ok");
    expect(await status(login("ruth", PASSWORD, "192.0.2.11"))).toBe(401);

    await expect(resetPasswordWithLink(token, "Another-pass-2026")).rejects.toMatchObject({ status: 410 });
    await expect(describeResetLink(token)).rejects.toMatchObject({ status: 410 });
  });

  it("refuses an expired link with 410, and two racing uses of one link change the password once", async () => {
    const user = await makeUser("boaz");
    await mailResetLinkIfAccount("boaz@example.org", ORIGIN);
    const token = tokenOf(linkIn((await sink.waitFor("boaz@example.org")).text));
    const results = await Promise.allSettled([
      resetPasswordWithLink(token, "Racing-pass-one-1"),
      resetPasswordWithLink(token, "Racing-pass-two-2"),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);

    await mailResetLinkIfAccount("boaz@example.org", ORIGIN);
    await expect.poll(() => sink.messages.filter((m) => m.to.includes("boaz@example.org")).length).toBe(2);
    const second = tokenOf(linkIn(sink.messages.filter((m) => m.to.includes("boaz@example.org"))[1].text));
    await db.accountToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { expiresAt: new Date() } });
    await expect(resetPasswordWithLink(second, "Expired-pass-2026")).rejects.toMatchObject({ status: 410 });
  });

  it("sends nothing for an unknown address, and limits mails per address whether it exists or not", async () => {
    await mailResetLinkIfAccount("nobody@example.org", ORIGIN);
    expect(await db.outboxMail.count()).toBe(0);
    for (const email of ["nobody@example.org", "ruth@example.org"]) {
      // One requester asking again and again: only its own mails stop; the owner elsewhere still gets one.
      for (let i = 0; i < rateLimits.passwordResetMailsPerEmailIp.points; i++)
        expect(await mayMailResetLink(email, "198.51.100.1")).toBe(true);
      expect(await mayMailResetLink(email, "198.51.100.1")).toBe(false);
      expect(await mayMailResetLink(email, "203.0.113.7")).toBe(true);
      // Many requesters: the address's own cap bounds the mails it gets.
      for (
        let i = 0;
        i < rateLimits.passwordResetMailsPerEmail.points - rateLimits.passwordResetMailsPerEmailIp.points - 1;
        i++
      )
        expect(await mayMailResetLink(email, `192.0.2.${i * 4}`)).toBe(true);
      expect(await mayMailResetLink(email, "192.0.2.250")).toBe(false);
    }
    for (let i = 0; i < rateLimits.passwordResetPerIp.points; i++) await limitResetRequests("198.51.100.50");
    await expect(limitResetRequests("198.51.100.50")).rejects.toBeInstanceOf(RateLimitedError);
  });
});

describe("change password", () => {
  it("needs the current password, applies the rule, and keeps only the session that changed it", async () => {
    const user = await makeUser("dora");
    const [mine, other] = [await createAuthSession(user.id), await createAuthSession(user.id)];
    const me = { id: user.id, sessionId: mine.id };
    await expect(
      changeOwnPassword(me, { currentPassword: "wrong-password", newPassword: "Dora-new-pass-2026" }),
    ).rejects.toMatchObject({ status: 400, errors: { currentPassword: expect.any(Array) } });
    await expect(
      changeOwnPassword(me, { currentPassword: PASSWORD, newPassword: "dora@example.org" }),
    ).rejects.toMatchObject({ status: 400 });
    await changeOwnPassword(me, { currentPassword: PASSWORD, newPassword: "Dora-new-pass-2026" });
    expect((await db.authSession.findMany({ where: { userId: user.id } })).map((s) => s.id)).toEqual([mine.id]);
    expect(other.id).not.toBe(mine.id);
  });
});

describe("invitations", () => {
  it("creates the account at the invited role with no approval step; the link works once", async () => {
    const admin = await makeUser("boss", PASSWORD, "admin");
    const invitation = await inviteStaff(
      { email: "newcomer@example.org", role: "editor" },
      { origin: ORIGIN, inviter: { id: admin.id, username: admin.username } },
    );
    expect(invitation.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    const mail = await sink.waitFor("newcomer@example.org");
    expect(mail.text).toContain("boss invited you");
    const token = tokenOf(linkIn(mail.text));
    expect(linkIn(mail.text)).toBe(invitation.link);
    expect(await describeInvitation(token)).toMatchObject({ email: "newcomer@example.org", role: "editor" });

    const user = await acceptInvitation({ token, username: "newcomer", password: "Newcomer-pass-2026" });
    expect(user).toMatchObject({ username: "newcomer", email: "newcomer@example.org", role: "editor" });
    expect(await status(login("newcomer", "Newcomer-pass-2026"))).toBe("ok");
    await expect(acceptInvitation({ token, username: "second", password: "Second-pass-2026" })).rejects.toMatchObject({
      status: 410,
    });
    await expect(
      inviteStaff({ email: "newcomer@example.org", role: "admin" }, { origin: ORIGIN, inviter: admin }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("refuses an expired invitation with 410", async () => {
    const admin = await makeUser("chief", PASSWORD, "admin");
    const { link } = await inviteStaff(
      { email: "late@example.org", role: "admin" },
      { origin: ORIGIN, inviter: admin },
    );
    await db.accountToken.updateMany({ data: { expiresAt: new Date(Date.now() - 1) } });
    await expect(
      acceptInvitation({ token: tokenOf(link), username: "late", password: "Late-pass-2026-x" }),
    ).rejects.toMatchObject({ status: 410 });
    expect(await db.user.count({ where: { email: "late@example.org" } })).toBe(0);
  });
});

describe("the password rule", () => {
  it("needs 12 characters and refuses common, breached and guessable ones", async () => {
    expect(await passwordProblem("Short-1")).toBe(PASSWORD_TOO_SHORT);
    for (const weak of ["password1234", "123456789012", "qwertyuiop12", "iloveyou2024!"])
      expect(await passwordProblem(weak), weak).toBe(PASSWORD_TOO_COMMON);
    expect(await passwordProblem("ruth@example.org", { username: "ruth", email: "ruth@example.org" })).toBe(
      PASSWORD_TOO_COMMON,
    );
    expect(await passwordProblem("correct horse battery")).toBeNull();
    expect(await passwordProblem("Owner-pass-123")).toBeNull();
  });

  it("asks an existing user whose password fails the rule to change it at login, and stops once it is changed", async () => {
    const user = await makeUser("olduser", "password");
    expect(await login("olduser", "password")).toMatchObject({ mustChangePassword: true });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).mustChangePassword).toBe(true);
    const session = await createAuthSession(user.id);
    await changeOwnPassword(
      { id: user.id, sessionId: session.id },
      { currentPassword: "password", newPassword: "A-much-better-one-26" },
    );
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).mustChangePassword).toBe(false);
  });
});

describe("bcrypt's 72-byte cut", () => {
  const base = "é".repeat(36); // 72 bytes in UTF-8
  it("tells apart two passwords that share their first 72 bytes", async () => {
    const hash = await hashPassword(`${base}-first`);
    expect(await verifyPassword(`${base}-first`, hash)).toBe(true);
    expect(await verifyPassword(`${base}-second`, hash)).toBe(false);
  });

  it("still accepts an old plain-bcrypt hash, and replaces it at login", async () => {
    const bcrypt = (await import("bcryptjs")).default;
    const legacyHash = await bcrypt.hash(PASSWORD, 4);
    const user = await db.user.create({
      data: { username: "legacy", email: "legacy@example.org", passwordHash: legacyHash },
    });
    expect(needsRehash(legacyHash)).toBe(true);
    expect(await status(login("legacy", PASSWORD))).toBe("ok");
    const { passwordHash: upgraded } = await db.user.findUniqueOrThrow({
      where: { id: user.id },
      select: { passwordHash: true },
    });
    expect(upgraded).toMatch(/^sha256\+\$2[aby]\$/);
    expect(needsRehash(upgraded)).toBe(false);
    expect(await status(login("legacy", PASSWORD, "192.0.2.12"))).toBe("ok");
  });
});

describe("two-factor sign-in", () => {
  it("asks for a code after the right password, accepts a current one once, and a recovery code once", async () => {
    const user = await makeUser("tess");
    const { secret, qrSvg, uri } = await startTotpSetup(user, "Site");
    expect(qrSvg).toContain("<svg");
    expect(uri).toMatch(/^otpauth:\/\/totp\/Site:tess\?/);
    // Not on until confirmed.
    expect(await status(login("tess", PASSWORD))).toBe("ok");
    const account = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    await expect(confirmTotpSetup(account, "000000")).rejects.toMatchObject({ status: 400 });
    const setupCode = await generate({ secret });
    const { recoveryCodes } = await confirmTotpSetup(account, setupCode);
    expect(recoveryCodes).toHaveLength(10);

    const needsCode = await login("tess", PASSWORD, "192.0.2.20").catch((error: unknown) => error);
    expect(needsCode).toMatchObject({ status: 401, details: { twoFactorRequired: true } });
    expect(await status(login("tess", "wrong-password", "192.0.2.20", "123456"))).toBe(401);
    // The code confirmed at set-up was used: its time step is not accepted again. The same code is
    // replayed, not a fresh one, which would belong to the next step if a 30 s boundary had passed.
    expect(await status(login("tess", PASSWORD, "192.0.2.20", setupCode))).toBe(401);
    expect(await status(login("tess", PASSWORD, "192.0.2.21", recoveryCodes[0]))).toBe("ok");
    expect(await status(login("tess", PASSWORD, "192.0.2.22", recoveryCodes[0]))).toBe(401);
    expect(await checkSecondFactor(await db.user.findUniqueOrThrow({ where: { id: user.id } }), "garbage")).toBe(false);
  });

  it("counts wrong codes like wrong passwords", async () => {
    const user = await makeUser("uma");
    const { secret } = await startTotpSetup(user, "Site");
    await confirmTotpSetup(await db.user.findUniqueOrThrow({ where: { id: user.id } }), await generate({ secret }));
    const results = [];
    for (let i = 0; i < rateLimits.loginFailuresPerAccountIp.points + 1; i++)
      results.push(await status(login("uma", PASSWORD, "192.0.2.30", "000000")));
    expect(results.at(-1)).toBe(429);
    expect(results.slice(0, -1).every((r) => r === 401)).toBe(true);
  });
});

describe("a wall of failed logins from one address", () => {
  it("does not lock out the owner there, while the attacker's accounts stay walled", async () => {
    await makeUser("owner2");
    const ip = "203.0.113.5";
    for (let i = 0; i < rateLimits.loginFailuresPerIp.points; i++)
      expect(await status(login(`ghost${i % 6}`, "wrong-password", ip))).toBe(401);
    // The attacker's names now get 429 at once; a name with no failure here gets one real check.
    expect(await status(login("ghost1", "wrong-password", ip))).toBe(429);
    expect(await status(login("owner2", PASSWORD, ip))).toBe("ok");
    expect(await status(login("stranger", "wrong-password", ip))).toBe(401);
    expect(await status(login("stranger", "wrong-password", ip))).toBe(429);
  });
});
