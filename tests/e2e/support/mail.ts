import { expect } from "@playwright/test";
import { smtpSinkURL } from "../../../playwright.config";

export type ReceivedMail = {
  to: string[];
  from: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
};

/** What the SMTP sink received for `to` so far. */
export async function mailsTo(to: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${smtpSinkURL}/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as ReceivedMail[];
}

/** The first mail to `to` that `match` accepts, waiting for it up to `timeout` ms. */
export async function waitForMail(
  to: string,
  match: (mail: ReceivedMail) => boolean = () => true,
  timeout = 10_000,
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(async () => (found = (await mailsTo(to)).find(match)), { timeout, message: `a mail to ${to}` })
    .toBeDefined();
  return found!;
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in "${mail.subject}"`);
  return link;
}
