import "server-only";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";
import { createTranslator, type MessageKey, type MessageParams } from "@/lib/i18n/translator";

export const MAIL_TEMPLATES = {
  contactAlert: { paragraphs: ["intro", "excerpt", "action"] },
  passwordReset: { paragraphs: ["intro", "action", "expiry", "ignore"] },
  invitation: { paragraphs: ["intro", "action", "expiry"] },
  signupPending: { paragraphs: ["intro", "action"] },
  accountApproved: { paragraphs: ["intro", "action"] },
  registrationExisting: { paragraphs: ["intro", "action", "ignore"] },
  test: { paragraphs: ["intro"] },
} as const;

export type MailTemplate = keyof typeof MAIL_TEMPLATES;

export type RenderedMail = { subject: string; text: string; html: string; links: string[] };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export async function renderMail(
  template: MailTemplate,
  language: string | null | undefined,
  params: MessageParams,
  link?: string,
): Promise<RenderedMail> {
  const t = createTranslator(await loadMessages(isLocale(language) ? language : DEFAULT_LOCALE));
  if (params.role === "admin" || params.role === "editor") params = { ...params, role: t(`mail.roles.${params.role}`) };
  const key = (part: string) => `mail.${template}.${part}` as MessageKey;
  const paragraphs = MAIL_TEMPLATES[template].paragraphs.map((part) => t(key(part), params));
  const signature = t("mail.signature", params);
  const text = [...paragraphs, ...(link ? [link] : []), signature].join("\n\n");
  const htmlParams = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, escapeHtml(String(value))]),
  );
  const htmlParagraphs = MAIL_TEMPLATES[template].paragraphs.map(
    (part) => `<p>${t(key(part), htmlParams).replace(/\n/g, "<br>")}</p>`,
  );
  const htmlLink = link ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`] : [];
  const html = [...htmlParagraphs, ...htmlLink, `<p>${escapeHtml(signature)}</p>`].join("\n");
  return { subject: t(key("subject"), params), text, html, links: link ? [link] : [] };
}
