import "server-only";
import { readSettingValues } from "@/lib/data/setting-values";
import { findUserForMail, findUsersByEmail, listAdminRecipients } from "@/lib/data/users";
import { consumeRateLimit, RateLimitedError } from "@/lib/rate-limit";
import { emailList } from "@/lib/validation/settings";
import { enqueueMail } from "./outbox";
import { renderMail, type MailTemplate } from "./templates";
import type { MessageParams } from "@/lib/i18n/translator";

const EXCERPT_LINES = 6;
const EXCERPT_CHARS = 600;

export function excerpt(text: string) {
  const lines = text.trim().split(/\r?\n/).slice(0, EXCERPT_LINES).join("\n");
  const short = lines.length > EXCERPT_CHARS ? `${lines.slice(0, EXCERPT_CHARS).trimEnd()}…` : lines;
  return short.length < text.trim().length && !short.endsWith("…") ? `${short}\n…` : short;
}

async function siteName() {
  return (await readSettingValues(["site_name"])).site_name;
}

export async function sendTemplateMail(
  kind: MailTemplate,
  recipient: { email: string; language?: string | null },
  params: MessageParams,
  options: { link?: string; replyTo?: string } = {},
) {
  const mail = await renderMail(kind, recipient.language, { siteName: await siteName(), ...params }, options.link);
  return enqueueMail({ kind, to: recipient.email, replyTo: options.replyTo ?? null, ...mail });
}

export async function notifyContactMessage(
  message: { id: number; name: string; email: string; subject: string | null; message: string },
  origin: string,
) {
  const { contact_notify_email: setting } = await readSettingValues(["contact_notify_email"]);
  const recipients = emailList(setting) ?? [];
  if (recipients.length === 0) return 0;
  const languages = new Map((await findUsersByEmail(recipients)).map((user) => [user.email, user.language]));
  const params = {
    name: message.name,
    email: message.email,
    subject: message.subject || "—",
    excerpt: excerpt(message.message),
  };
  const link = `${origin}/admin/messages#message-${message.id}`;
  for (const to of recipients) {
    await sendTemplateMail("contactAlert", { email: to, language: languages.get(to.toLowerCase()) }, params, {
      link,
      replyTo: message.email,
    });
  }
  return recipients.length;
}

export async function notifySignupPending(user: { username: string; email: string }, origin: string) {
  for (const admin of await listAdminRecipients()) {
    await sendTemplateMail(
      "signupPending",
      admin,
      { username: user.username, email: user.email },
      { link: `${origin}/admin/users` },
    );
  }
}

export async function notifyRegistrationWithTakenEmail(
  owner: { email: string; username: string; language: string | null },
  origin: string,
) {
  try {
    await consumeRateLimit("registrationNoticesPerEmail", owner.email.toLowerCase());
  } catch (error) {
    if (error instanceof RateLimitedError) return;
    throw error;
  }
  await sendTemplateMail(
    "registrationExisting",
    owner,
    { username: owner.username },
    {
      link: `${origin}/admin/forgot-password`,
    },
  );
}

export async function notifyAccountApproved(userId: number, origin: string) {
  const user = await findUserForMail(userId);
  if (!user || user.role === "pending") return;
  await sendTemplateMail(
    "accountApproved",
    user,
    { username: user.username, role: user.role },
    { link: `${origin}/admin/login` },
  );
}
