import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { readMailConfig } from "@/lib/data/mail-config";
import { env } from "@/lib/env";
import { smtpOptions } from "./smtp-options";

export type MailServer = { url: string; from: string; source: "environment" | "admin" };

export function defaultFrom(url: string) {
  try {
    return `no-reply@${new URL(url).hostname || "localhost"}`;
  } catch {
    return "no-reply@localhost";
  }
}

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

// A server that connects and then says nothing must not hold the worker for minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

const transports = new Map<string, Transporter>();

export function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport({ ...smtpOptions(url), ...TIMEOUTS });
    transports.set(url, transport);
  }
  return transport;
}

// Never the server's text, which can carry hosts and user names.
export function describeSendError(error: unknown): string {
  const { code, responseCode, message } = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    message?: unknown;
  };
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

export function maskSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "********";
    return parsed.toString();
  } catch {
    return "(invalid address)";
  }
}
