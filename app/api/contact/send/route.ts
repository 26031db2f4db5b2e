import { apiRoute } from "@/lib/api/http";
import { clientIp } from "@/lib/api/client-ip";
import { createContactMessage } from "@/lib/data/contact-messages";
import { log } from "@/lib/log";
import { sendWithMailOrigin } from "@/lib/mail/links";
import { notifyContactMessage } from "@/lib/mail/notifications";
import { consumeRateLimit } from "@/lib/rate-limit";
import { contactSchema } from "@/lib/validation/contact";

const SENT = { success: true, message: "Thank you for your message. We will respond shortly." } as const;

export const POST = apiRoute(
  { auth: "public", body: contactSchema },
  async ({ req, body: { website, ...message } }) => {
    // A filled honeypot gets the same answer as a person, so the bot learns nothing; it is neither
    // stored nor counted, so bots cannot use up a shared address's allowance.
    if (website) return SENT;
    await consumeRateLimit("contactPerIp", clientIp(req));
    await consumeRateLimit("contactPerEmail", message.email.toLowerCase());
    const { id } = await createContactMessage(message);
    // The visitor's message is stored whatever happens to the alert; a mail that cannot go out now
    // waits in the outbox.
    await sendWithMailOrigin(req, (origin) => notifyContactMessage({ id, ...message }, origin)).catch(
      (error: unknown) => log.warn("contact alert not queued", { messageId: id, err: error }),
    );
    return SENT;
  },
);
