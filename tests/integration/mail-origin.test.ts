// Links in mails against the real database and a real SMTP server started here, in production without
// NEXTAUTH_URL (decision 011): they use the origin pinned from an administrator's request, never the Host of the
// visitor's request; with none pinned, a visitor's request mails nothing and says why in the log.
import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { startSmtpSink } from "../support/smtp-sink.mjs";

vi.stubEnv("NODE_ENV", "production");
vi.stubEnv("NEXTAUTH_URL", undefined);
vi.stubEnv("TRUSTED_PROXY_HOPS", "0");

const { db } = await import("@/lib/db");
const { writeMailConfig } = await import("@/lib/data/mail-config");
const { mailResetLinkIfAccount } = await import("@/lib/auth/password-reset");
const { log } = await import("@/lib/log");
const { NO_SITE_ORIGIN, adminMailOrigin, pinSiteOriginFrom, sendWithMailOrigin } = await import("@/lib/mail/links");

const SITE = "ministry.example";
const FORGED = "attacker.example";
const request = (host: string) => ({ headers: new Headers({ host }) });
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  sink = await startSmtpSink({ port: 0 });
});

afterAll(async () => {
  await sink.stop();
  await db.user.deleteMany();
  await db.outboxMail.deleteMany();
  await db.mailConfig.deleteMany();
  await db.accountToken.deleteMany();
  vi.unstubAllEnvs();
});

beforeEach(async () => {
  await db.user.deleteMany();
  await db.outboxMail.deleteMany();
  await db.accountToken.deleteMany();
  await db.mailConfig.deleteMany();
  await writeMailConfig({ smtpUrl: sink.url, mailFrom: "site@example.org" });
  await db.user.create({ data: { username: "ruth", email: "ruth@example.org", passwordHash: "x", role: "editor" } });
  sink.messages.length = 0;
});

const resetRequested = (host: string) =>
  sendWithMailOrigin(request(host), (origin) => mailResetLinkIfAccount("ruth@example.org", origin));

it("mails a reset asked for with a forged Host a link to the pinned origin", async () => {
  expect(await pinSiteOriginFrom(request(SITE))).toBe(`https://${SITE}`);
  await resetRequested(FORGED);
  const mail = await sink.waitFor("ruth@example.org");
  expect(mail.text).toContain(`https://${SITE}/admin/reset-password?token=`);
  expect(mail.text).not.toContain(FORGED);
});

it("keeps the first pinned origin: a later administrator's request does not move it", async () => {
  await pinSiteOriginFrom(request(SITE));
  expect(await pinSiteOriginFrom(request("other.example"))).toBe(`https://${SITE}`);
  expect(await adminMailOrigin(request("other.example"))).toBe(`https://${SITE}`);
});

it("pins no address of this machine (an administrator on the server itself)", async () => {
  for (const host of ["localhost:3000", "127.0.0.1:3000", "[::1]:3000"])
    expect(await pinSiteOriginFrom(request(host))).toBeNull();
  // The administrator's own mail still gets a link, to where they are.
  expect(await adminMailOrigin(request("localhost:3000"))).toBe("http://localhost:3000");
  expect((await db.mailConfig.findUniqueOrThrow({ where: { id: 1 } })).siteOrigin).toBeNull();
});

it("with nothing pinned, sends no mail for a visitor's request and logs why", async () => {
  const logged = vi.spyOn(log, "error");
  await resetRequested(FORGED);
  expect(logged).toHaveBeenCalledWith(NO_SITE_ORIGIN);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(sink.messages).toEqual([]);
  expect(await db.accountToken.count()).toBe(0);
  logged.mockRestore();
});

it("an administrator's request pins the address when none is (a site set up before this rule)", async () => {
  expect(await adminMailOrigin(request(SITE))).toBe(`https://${SITE}`);
  await resetRequested(FORGED);
  expect((await sink.waitFor("ruth@example.org")).text).toContain(`https://${SITE}/admin/reset-password?token=`);
});
