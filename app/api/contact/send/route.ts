// POST /api/contact/send — store a visitor's message (public, rate-limited per IP, honeypot)
import { apiRoute } from "@/lib/api/http";
import { clientIp } from "@/lib/api/client-ip";
import { createContactMessage } from "@/lib/data/contact-messages";
import { consumeRateLimit } from "@/lib/rate-limit";
import { contactSchema } from "@/lib/validation/contact";

const SENT = { success: true, message: "Thank you for your message. We will respond shortly." } as const;

export const POST = apiRoute({ auth: "public", body: contactSchema }, async ({ req, body: { website, ...message } }) => {
  await consumeRateLimit("contactPerIp", clientIp(req));
  // A filled honeypot gets the same answer as a person, so the bot learns nothing, but is not stored.
  if (website) return SENT;
  await createContactMessage(message);
  return SENT;
});
