import "server-only";
import { findOutboxMail, listOutbox, readMailConfig, requeueMail, writeMailConfig } from "@/lib/data/outbox";
import { env } from "@/lib/env";
import { conflict, notFound } from "@/lib/errors";
import { MASKED_PASSWORD, type MailServerInput } from "@/lib/validation/mail";
import { sendTemplateMail } from "./notifications";
import { mailStatus, processOutbox } from "./outbox";
import { currentMailServer, maskSmtpUrl } from "./transport";

export const OUTBOX_PAGE_SIZE = 25;

/** The Outbox screen: the mail server in use (password masked), delivery state, a page of mails. */
export async function outboxOverview(page: number) {
  const [server, status, mails] = await Promise.all([
    currentMailServer(),
    mailStatus(),
    listOutbox({ page, pageSize: OUTBOX_PAGE_SIZE }),
  ]);
  return {
    server: server ? { source: server.source, url: maskSmtpUrl(server.url), from: server.from } : null,
    // SMTP_URL in the environment wins: the screen says so and offers no form.
    environmentLocked: Boolean(env.SMTP_URL),
    status,
    ...mails,
  };
}

/** What the admin form edits (the stored server, not the environment's), password masked. */
export async function adminMailServer() {
  const config = await readMailConfig();
  return { smtpUrl: config?.smtpUrl ? maskSmtpUrl(config.smtpUrl) : "", mailFrom: config?.mailFrom ?? "" };
}

/** Saves the admin's mail server; the masked password sent back means "keep the stored one". */
export async function saveAdminMailServer(input: MailServerInput) {
  let smtpUrl = input.smtpUrl || null;
  if (smtpUrl) {
    const parsed = new URL(smtpUrl);
    if (decodeURIComponent(parsed.password) === MASKED_PASSWORD) {
      const stored = (await readMailConfig())?.smtpUrl;
      parsed.password = stored ? new URL(stored).password : "";
      smtpUrl = parsed.toString();
    }
  }
  await writeMailConfig({ smtpUrl, mailFrom: input.mailFrom || null });
  return adminMailServer();
}

/** Sends a test to the admin's own address and answers with how that went. */
export async function sendTestMail(admin: { username: string; email: string; language?: string | null }) {
  const { id } = await sendTemplateMail("test", admin, { username: admin.username });
  await processOutbox();
  const row = await findOutboxMail(id);
  return { id, to: admin.email, status: row?.status ?? "pending", note: row?.note ?? null };
}

/** Puts a held or failed mail back in the queue and tries it at once. */
export async function retryOutboxMail(id: number) {
  const mail = await findOutboxMail(id);
  if (!mail) throw notFound("Mail not found.");
  if (!(await requeueMail(id, new Date()))) throw conflict("Only a mail that was not sent can be sent again.");
  if (await currentMailServer()) await processOutbox();
  return findOutboxMail(id);
}
