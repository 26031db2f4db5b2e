// Mail through the real SMTP sink the e2e server sends to: contact alerts, the test mail, the
// outbox API and its checks (401 anonymous, 403 below admin, 400 on bad input).
import { expect, test } from "../support/fixtures";
import { ACCOUNTS, freshIp } from "../support/accounts";
import { withDb } from "../support/db";
import { mailsTo, waitForMail } from "../support/mail";

// The seeded contact_notify_email.
const NOTIFY = "info@example.org";

test("a contact message reaches contact_notify_email within 10 s, Reply-To the visitor, with a link", async ({
  playwright,
  baseURL,
}) => {
  const name = `Visitor ${Date.now().toString(36)}`;
  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": freshIp() } });
  const started = Date.now();
  const sent = await visitor.post("/api/contact/send", {
    data: { name, email: "visitor@example.org", subject: "A question", message: "First line\nSecond line" },
  });
  expect(sent.status()).toBe(200);
  const mail = await waitForMail(NOTIFY, (m) => m.subject.includes(name), 10_000);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(mail.subject).toBe(`New message from ${name}: A question`);
  expect(mail.replyTo).toBe("visitor@example.org");
  expect(mail.text).toContain("First line\nSecond line");
  expect(mail.text).toMatch(new RegExp(`${baseURL}/admin/messages#message-\\d+`));
  await visitor.dispose();
});

test("spam caught by the honeypot or the limits sends nothing", async ({ playwright, baseURL }) => {
  const ip = freshIp();
  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": ip } });
  const bot = `Bot ${Date.now().toString(36)}`;
  const trapped = await visitor.post("/api/contact/send", {
    data: { name: bot, email: "bot@example.org", message: "Buy now", website: "http://spam.example" },
  });
  expect(trapped.status()).toBe(200);
  // The per-address limit (3 an hour): the fourth is refused and mails nothing.
  const limited = `Limited ${Date.now().toString(36)}`;
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++) {
    const response = await visitor.post("/api/contact/send", {
      data: { name: `${limited} ${i}`, email: `limited-${ip}@example.org`, message: "Hello" },
    });
    statuses.push(response.status());
  }
  expect(statuses).toEqual([200, 200, 200, 429]);
  await waitForMail(NOTIFY, (m) => m.subject.includes(`${limited} 2`));
  // The alerts of the three accepted ones arrived; give the others the same time to show up.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const subjects = (await mailsTo(NOTIFY)).map((m) => m.subject);
  expect(subjects.some((s) => s.includes(bot))).toBe(false);
  expect(subjects.some((s) => s.includes(`${limited} 3`))).toBe(false);
  await visitor.dispose();
});

test("Send test email: an admin's test reaches their own address; the outbox shows it sent", async ({ as }) => {
  const response = await as.admin.post("/api/mail/test");
  expect(response.status()).toBe(200);
  const result = await response.json();
  expect(result).toMatchObject({ to: ACCOUNTS.admin.email, status: "sent", note: null });
  const mail = await waitForMail(ACCOUNTS.admin.email, (m) => m.subject.startsWith("Test email from"));
  expect(mail.text).toContain(ACCOUNTS.admin.username);

  const outbox = await (await as.admin.get("/api/mail/outbox")).json();
  expect(outbox).toMatchObject({ status: "ok", environmentLocked: true, server: { source: "environment" } });
  expect(outbox.items.find((item: { id: number }) => item.id === result.id)).toMatchObject({
    status: "sent",
    kind: "test",
  });
});

test("the outbox API: 401 anonymous, 403 for an editor, 400 on bad input, 404 and 409 on retry", async ({ as }) => {
  for (const [context, status] of [
    [as.anonymous, 401],
    [as.editor, 403],
  ] as const) {
    expect((await context.get("/api/mail/outbox")).status()).toBe(status);
    expect((await context.post("/api/mail/test")).status()).toBe(status);
    expect((await context.get("/api/mail/server")).status()).toBe(status);
    expect((await context.put("/api/mail/server", { data: { smtpUrl: "", mailFrom: "" } })).status()).toBe(status);
    expect((await context.post("/api/mail/outbox/1/retry")).status()).toBe(status);
  }
  expect((await as.admin.get("/api/mail/outbox?page=0")).status()).toBe(400);
  expect((await as.admin.get("/api/mail/outbox?page=abc")).status()).toBe(400);
  for (const data of [
    { smtpUrl: "http://mail.example.org", mailFrom: "" },
    { smtpUrl: "smtp://mail example.org", mailFrom: "" },
    // nodemailer reads a query as options: this one would run a shell.
    { smtpUrl: "smtp://localhost/?sendmail=true&path=/bin/sh&args=-c&args=id", mailFrom: "" },
    { smtpUrl: "", mailFrom: "not an address" },
    { smtpUrl: "", mailFrom: "a@b.c\r\nBcc: x@y.z" },
    { smtpUrl: 5 },
  ]) {
    expect((await as.admin.put("/api/mail/server", { data })).status(), JSON.stringify(data)).toBe(400);
  }
  expect((await as.admin.post("/api/mail/outbox/999999/retry")).status()).toBe(404);
  const outbox = await (await as.admin.get("/api/mail/outbox")).json();
  const sent = outbox.items.find((item: { status: string }) => item.status === "sent");
  expect((await as.admin.post(`/api/mail/outbox/${sent.id}/retry`)).status()).toBe(409);
});

test("GET /api/mail/server masks the password and never returns it", async ({ as }) => {
  const before = await (await as.admin.get("/api/mail/server")).json();
  try {
    const saved = await as.admin.put("/api/mail/server", {
      data: { smtpUrl: "smtp://mailer:s3cret-pass@127.0.0.1:9", mailFrom: "Site <site@example.org>" },
    });
    expect(saved.status()).toBe(200);
    const shown = await (await as.admin.get("/api/mail/server")).json();
    expect(shown).toEqual({ smtpUrl: "smtp://mailer:********@127.0.0.1:9", mailFrom: "Site <site@example.org>" });
    expect(JSON.stringify(await (await as.admin.get("/api/mail/outbox")).json())).not.toContain("s3cret");

    // The mask sent back keeps the stored password for the same server and user only: never for another host,
    // port or user, where it would hand the password to whoever runs that server.
    const storedUrl = () =>
      withDb(async (client) => (await client.query(`SELECT "smtpUrl" FROM mail_config`)).rows[0]?.smtpUrl as string);
    const kept = await as.admin.put("/api/mail/server", {
      data: { smtpUrl: shown.smtpUrl, mailFrom: "Other <o@example.org>" },
    });
    expect(kept.status()).toBe(200);
    expect(await storedUrl()).toBe("smtp://mailer:s3cret-pass@127.0.0.1:9");
    for (const elsewhere of [
      "smtp://mailer:********@attacker.example.org:25",
      "smtp://mailer:********@127.0.0.1:25",
      "smtp://other:********@127.0.0.1:9",
      "smtps://mailer:********@127.0.0.1:9",
    ]) {
      const refused = await as.admin.put("/api/mail/server", { data: { smtpUrl: elsewhere, mailFrom: "" } });
      expect(refused.status(), elsewhere).toBe(400);
      expect((await refused.json()).message).toBe(
        "Type the mail server's password again: the server or the user name changed.",
      );
    }
    expect(await storedUrl()).toBe("smtp://mailer:s3cret-pass@127.0.0.1:9");
  } finally {
    await as.admin.put("/api/mail/server", { data: { smtpUrl: "", mailFrom: before.mailFrom ?? "" } });
  }
});
