import type SMTPTransport from "nodemailer/lib/smtp-transport";

// Never `{ url }`: nodemailer copies its query to options; `sendmail`/`path`/`args` run programs, `proxy` dials out.
export function smtpOptions(url: string): SMTPTransport.Options {
  const parsed = new URL(url);
  const secure = parsed.protocol === "smtps:";
  return {
    host: parsed.hostname.replace(/^\[(.*)\]$/, "$1"),
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
  };
}
