import "server-only";
import { readMailConfig, writeMailConfig } from "@/lib/data/mail-config";
import { findOutboxMail, listOutbox, requeueMail } from "@/lib/data/outbox";
import { env } from "@/lib/env";
import { badRequest, conflict, notFound } from "@/lib/errors";
import { MASKED_PASSWORD, type MailServerInput } from "@/lib/validation/mail";
import { sendTemplateMail } from "./notifications";
import { mailStatus, processOutbox } from "./outbox";
import { currentMailServer, maskSmtpUrl } from "./transport";

export const OUTBOX_PAGE_SIZE = 25;

export async function outboxOverview(page: number) {
  const [server, status, mails] = await Promise.all([
    currentMailServer(),
    mailStatus(),
    listOutbox({ page, pageSize: OUTBOX_PAGE_SIZE }),
  ]);
  return {
    server: server ? { source: server.source, url: maskSmtpUrl(server.url), from: server.from } : null,
    environmentLocked: Boolean(env.SMTP_URL),
    status,
    ...mails,
  };
}

export async function adminMailServer() {
  const config = await readMailConfig();
  return { smtpUrl: config?.smtpUrl ? maskSmtpUrl(config.smtpUrl) : "", mailFrom: config?.mailFrom ?? "" };
}

export const RETYPE_PASSWORD = "Type the mail server's password again: the server or the user name changed.";

/** The masked password means "keep the stored one" only for the same server and user: else it could go anywhere. */
export async function saveAdminMailServer(input: MailServerInput) {
  let smtpUrl = input.smtpUrl || null;
  if (smtpUrl) {
    const parsed = new URL(smtpUrl);
    if (decodeURIComponent(parsed.password) === MASKED_PASSWORD) {
      const storedUrl = (await readMailConfig())?.smtpUrl;
      const stored = storedUrl ? new URL(storedUrl) : null;
      const sameServer = (url: URL) => `${url.protocol}//${url.username}@${url.host}`;
      if (!stored || sameServer(stored) !== sameServer(parsed))
        throw badRequest(RETYPE_PASSWORD, { smtpUrl: [RETYPE_PASSWORD] });
      parsed.password = stored.password;
      smtpUrl = parsed.toString();
    }
  }
  await writeMailConfig({ smtpUrl, mailFrom: input.mailFrom || null });
  return adminMailServer();
}

export async function sendTestMail(admin: { username: string; email: string; language?: string | null }) {
  const { id } = await sendTemplateMail("test", admin, { username: admin.username });
  await processOutbox();
  const row = await findOutboxMail(id);
  return { id, to: admin.email, status: row?.status ?? "pending", note: row?.note ?? null };
}

export async function retryOutboxMail(id: number) {
  const mail = await findOutboxMail(id);
  if (!mail) throw notFound("Mail not found.");
  if (!(await requeueMail(id, new Date()))) throw conflict("Only a mail that was not sent can be sent again.");
  if (await currentMailServer()) await processOutbox();
  return findOutboxMail(id);
}
