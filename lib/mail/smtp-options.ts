import type SMTPTransport from "nodemailer/lib/smtp-transport";

/**
 * The SMTP options an address names, field by field. Never `{ url }`: nodemailer copies a URL's query into its
 * options, where `sendmail`, `path` and `args` run a program and `proxy` reaches other services.
 */
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
