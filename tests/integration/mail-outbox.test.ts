// The outbox against the real database and a real SMTP server started here (smtp-server): mails
// wait when there is no mail server, go out at once when there is one, wait with backoff while it is
// down and go out once it is back; contact alerts reach every address of contact_notify_email.
import { existsSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { writeMailConfig } from "@/lib/data/mail-config";
import { TOKEN_REMOVED } from "@/lib/data/outbox";
import {
  MAX_SEND_ATTEMPTS,
  NO_MAIL_SERVER,
  enqueueMail,
  mailStatus,
  processOutbox,
  retryDelayMs,
} from "@/lib/mail/outbox";
import { excerpt, notifyContactMessage } from "@/lib/mail/notifications";
import { startSmtpSink } from "../support/smtp-sink.mjs";

let sink: Awaited<ReturnType<typeof startSmtpSink>>;

const mail = (to: string, subject = "Hello") => ({
  kind: "test",
  to,
  subject,
  text: `Body for ${to}\n\nhttp://site.test/link`,
  links: ["http://site.test/link"],
});

beforeAll(async () => {
  sink = await startSmtpSink({ port: 0 });
});

afterAll(async () => {
  await sink.stop();
  await db.outboxMail.deleteMany();
  await db.mailConfig.deleteMany();
});

beforeEach(async () => {
  await db.outboxMail.deleteMany();
  await db.mailConfig.deleteMany();
  sink.messages.length = 0;
});

describe("with no mail server", () => {
  it("keeps the mail, marked not sent, with its links, and reports mail off", async () => {
    const { id, held } = await enqueueMail(mail("nobody@example.org"));
    expect(held).toBe(true);
    const row = await db.outboxMail.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "held", note: NO_MAIL_SERVER, links: ["http://site.test/link"] });
    expect(await processOutbox()).toBe(0);
    expect(await mailStatus()).toBe("off");
  });
});

describe("with a mail server set by an admin", () => {
  beforeEach(async () => {
    await writeMailConfig({ smtpUrl: sink.url, mailFrom: "Site <site@example.org>" });
  });

  it("sends at once, from the configured address", async () => {
    const { held } = await enqueueMail(mail("staff@example.org", "Straight out"));
    expect(held).toBe(false);
    const received = await sink.waitFor("staff@example.org");
    expect(received).toMatchObject({ subject: "Straight out", from: "site@example.org" });
    await expect.poll(async () => (await db.outboxMail.findFirstOrThrow()).status).toBe("sent");
    expect(await mailStatus()).toBe("ok");
  });

  it("drops the single-use tokens of a sent mail's links from the stored copy", async () => {
    const link = "http://site.test/admin/reset-password?token=Abc_123-xyz";
    await enqueueMail({
      kind: "passwordReset",
      to: "reset@example.org",
      subject: "Reset",
      text: `Go: ${link}`,
      links: [link],
    });
    expect((await sink.waitFor("reset@example.org")).text).toContain(link);
    await expect.poll(async () => (await db.outboxMail.findFirstOrThrow()).status).toBe("sent");
    const stored = await db.outboxMail.findFirstOrThrow();
    expect(stored.links).toEqual([`http://site.test/admin/reset-password?${TOKEN_REMOVED}`]);
    expect(stored.text).not.toContain("Abc_123-xyz");
  });

  it("loses nothing while the server is down: retried with backoff, sent once it is back", async () => {
    await sink.stop();
    try {
      await enqueueMail(mail("later@example.org", "Wait for me"));
      await processOutbox();
      const waiting = await db.outboxMail.findFirstOrThrow();
      expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
      expect(waiting.note).toMatch(/^not sent: ECONNREFUSED/);
      expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
      expect(await mailStatus()).toBe("failing");
      // Not due yet: nothing is attempted before its time.
      expect(await processOutbox()).toBe(0);
      expect((await db.outboxMail.findFirstOrThrow()).attempts).toBe(1);
    } finally {
      await sink.start();
    }
    expect(await processOutbox(() => new Date(Date.now() + retryDelayMs(1) + 1_000))).toBe(1);
    expect((await sink.waitFor("later@example.org")).subject).toBe("Wait for me");
    expect(await db.outboxMail.findFirstOrThrow()).toMatchObject({ status: "sent", attempts: 2, note: null });
    expect(await mailStatus()).toBe("ok");
  });

  it("reads only the host, port and login of a stored address: a query naming a program runs nothing", async () => {
    // Stored before addresses with a query were refused: nodemailer would read it as options and run the shell.
    const marker = path.join(os.tmpdir(), `sendmail-marker-${process.pid}`);
    rmSync(marker, { force: true });
    await writeMailConfig({
      smtpUrl: `${sink.url}/?sendmail=true&path=/bin/sh&args=-c&args=${encodeURIComponent(`touch ${marker}`)}`,
      mailFrom: "Site <site@example.org>",
    });
    await enqueueMail(mail("query@example.org", "Through SMTP"));
    expect((await sink.waitFor("query@example.org")).subject).toBe("Through SMTP");
    await expect.poll(async () => (await db.outboxMail.findFirstOrThrow()).status).toBe("sent");
    expect(existsSync(marker)).toBe(false);
  });

  it("gives up after the last attempt and keeps the mail as failed", async () => {
    await sink.stop();
    try {
      const { id } = await enqueueMail(mail("never@example.org"));
      // enqueueMail starts a send in the background; let it fail first, or it races the update below.
      await processOutbox();
      await db.outboxMail.update({ where: { id }, data: { attempts: MAX_SEND_ATTEMPTS - 1 } });
      await processOutbox(() => new Date(Date.now() + retryDelayMs(1) + 1_000));
      expect(await db.outboxMail.findUniqueOrThrow({ where: { id } })).toMatchObject({
        status: "failed",
        attempts: MAX_SEND_ATTEMPTS,
      });
    } finally {
      await sink.start();
    }
  });

  it("mails every address of contact_notify_email, with Reply-To the visitor and a link to the message", async () => {
    await db.setting.upsert({
      where: { name: "contact_notify_email" },
      create: {
        name: "contact_notify_email",
        displayName: "Notification email",
        value: "pastor@example.org, office@example.org",
        type: "email",
        category: "contact",
        isPublic: false,
      },
      update: { value: "pastor@example.org, office@example.org" },
    });
    const message = {
      id: 42,
      name: "Ruth",
      email: "ruth@example.org",
      subject: "Prayer request",
      message: "Line one\nLine two\nLine three",
    };
    const started = Date.now();
    expect(await notifyContactMessage(message, "http://site.test")).toBe(2);
    for (const to of ["pastor@example.org", "office@example.org"]) {
      const received = await sink.waitFor(to);
      expect(received.subject).toBe("New message from Ruth: Prayer request");
      expect(received.replyTo).toBe("ruth@example.org");
      expect(received.text).toContain("Line one\nLine two");
      expect(received.text).toContain("http://site.test/admin/messages#message-42");
      expect(received.html).toContain('href="http://site.test/admin/messages#message-42"');
    }
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe("excerpt", () => {
  it("keeps the first lines and marks what it cut", () => {
    expect(excerpt("one\ntwo")).toBe("one\ntwo");
    expect(excerpt(Array.from({ length: 10 }, (_, i) => `line ${i}`).join("\n"))).toBe(
      "line 0\nline 1\nline 2\nline 3\nline 4\nline 5\n…",
    );
    expect(excerpt("x".repeat(700))).toHaveLength(601);
  });
});

describe("retryDelayMs", () => {
  it("doubles from 30 s and stops at an hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});
