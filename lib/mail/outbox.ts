import "server-only";
import {
  claimDueMails,
  insertOutboxMail,
  markMailAttemptFailed,
  markMailSent,
  outboxHasFailures,
  type NewOutboxMail,
} from "@/lib/data/outbox";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { currentMailServer, describeSendError, transportFor } from "./transport";

export const NO_MAIL_SERVER = "not sent: no mail server";
export const MAIL_WORKER_INTERVAL_MS = 15_000;
// 30 s, 1 min, 2 min … capped at an hour: twelve attempts span about six hours.
export const MAX_SEND_ATTEMPTS = 12;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;
const SEND_LEASE_MS = 2 * 60 * 1000;

export function retryDelayMs(failedAttempts: number) {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1));
}

export async function enqueueMail(mail: NewOutboxMail): Promise<{ id: number; held: boolean }> {
  const server = await currentMailServer();
  const { id } = await insertOutboxMail(
    mail,
    server ? { status: "pending", note: null } : { status: "held", note: NO_MAIL_SERVER },
  );
  if (!server) {
    if (env.NODE_ENV === "development") printMail(mail);
    return { id, held: true };
  }
  void processOutbox().catch((error: unknown) => log.warn("mail send failed", { err: error }));
  return { id, held: false };
}

function printMail(mail: NewOutboxMail) {
  console.log(
    `\n--- mail (${NO_MAIL_SERVER}; see /admin/outbox) ---\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n---\n`,
  );
}

let running: Promise<number> | null = null;

// A call made while one runs waits and runs again, so a mail written meanwhile is not left for the next tick.
export async function processOutbox(now: () => Date = () => new Date()): Promise<number> {
  while (running) await running.catch(() => undefined);
  running = sendDue(now);
  try {
    return await running;
  } finally {
    running = null;
  }
}

async function sendDue(now: () => Date): Promise<number> {
  const server = await currentMailServer();
  if (!server) return 0;
  const transport = transportFor(server.url);
  let sent = 0;
  for (;;) {
    const due = await claimDueMails(now(), SEND_LEASE_MS);
    if (due.length === 0) return sent;
    for (const mail of due) {
      try {
        await transport.sendMail({
          from: server.from,
          to: mail.to,
          replyTo: mail.replyTo ?? undefined,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
        });
        await markMailSent(mail.id, now());
        sent++;
      } catch (error) {
        const failed = mail.attempts + 1;
        const giveUp = failed >= MAX_SEND_ATTEMPTS;
        const note = describeSendError(error);
        await markMailAttemptFailed(mail.id, {
          note,
          giveUp,
          nextAttemptAt: new Date(now().getTime() + retryDelayMs(failed)),
        });
        log.warn("mail not sent", { mailId: mail.id, attempt: failed, giveUp, reason: note });
        // The server is down or refusing: the rest of this batch would fail the same way.
        if (!giveUp) return sent;
      }
    }
  }
}

export async function mailStatus(): Promise<"ok" | "off" | "failing"> {
  if (!(await currentMailServer())) return "off";
  return (await outboxHasFailures(new Date())) ? "failing" : "ok";
}

export function startMailWorker({ intervalMs = MAIL_WORKER_INTERVAL_MS } = {}) {
  const timer = setInterval(() => {
    processOutbox().catch((error: unknown) => log.warn("mail worker tick failed", { err: error }));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
