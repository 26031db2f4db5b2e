import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { readMailConfig } from "@/lib/data/outbox";
import { env } from "@/lib/env";

export type MailServer = { url: string; from: string; source: "environment" | "admin" };

/** The From address when none is set: the server's own host name keeps most servers happy. */
export function defaultFrom(url: string) {
  try {
    return `no-reply@${new URL(url).hostname || "localhost"}`;
  } catch {
    return "no-reply@localhost";
  }
}

/** The mail server in use: SMTP_URL (+ MAIL_FROM) from the environment, else the one an admin set, else none. */
export async function currentMailServer(): Promise<MailServer | null> {
  if (env.SMTP_URL)
    return { url: env.SMTP_URL, from: env.MAIL_FROM ?? defaultFrom(env.SMTP_URL), source: "environment" };
  const config = await readMailConfig();
  if (!config?.smtpUrl) return null;
  return {
    url: config.smtpUrl,
    from: config.mailFrom || env.MAIL_FROM || defaultFrom(config.smtpUrl),
    source: "admin",
  };
}

// Bounded waits: a server that accepts the connection and then says nothing must not hold the
// worker (or the "Send test email" button) for minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

const transports = new Map<string, Transporter>();

export function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport({ url, ...TIMEOUTS } as Parameters<typeof nodemailer.createTransport>[0]);
    transports.set(url, transport);
  }
  return transport;
}

/**
 * Why a send failed, in words safe to show and store: the error's code (ECONNREFUSED, EAUTH…)
 * and the SMTP reply code, never the server's text, which can carry hosts and user names.
 */
export function describeSendError(error: unknown): string {
  const { code, responseCode, message } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    message?: unknown;
  };
  // The system's code (ECONNREFUSED, ENOTFOUND…) says more than nodemailer's wrapper (ESOCKET).
  const systemCode =
    typeof message === "string"
      ? message.match(/\bE(?:CONN[A-Z]+|TIMEDOUT|NOTFOUND|HOSTUNREACH|AI_AGAIN)\b/)?.[0]
      : undefined;
  const wrapperCode = typeof code === "string" && /^E[A-Z_]{2,30}$/.test(code) ? code : undefined;
  const parts = [systemCode ?? wrapperCode ?? "send failed"];
  if (systemCode && wrapperCode && wrapperCode !== systemCode) parts[0] += ` (${wrapperCode})`;
  if (typeof responseCode === "number") parts.push(`SMTP ${responseCode}`);
  return `not sent: ${parts.join(", ")}`;
}

/** The URL with its password masked, for admins' screens. */
export function maskSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "********";
    return parsed.toString();
  } catch {
    return "(invalid address)";
  }
}
