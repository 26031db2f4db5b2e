// POST /api/password/forgot — mail a one-hour reset link to the address's account, if it has one
// (public; limited per address and per IP; the same answer either way, sent before any lookup)
import { after } from "next/server";
import { apiRoute } from "@/lib/api/http";
import { clientIp } from "@/lib/api/client-ip";
import { FORGOT_PASSWORD_ANSWER, limitResetRequests, mailResetLinkIfAccount } from "@/lib/auth/password-reset";
import { log } from "@/lib/log";
import { siteOrigin } from "@/lib/mail/links";
import { forgotPasswordSchema } from "@/lib/validation/auth";

export const POST = apiRoute({ auth: "public", body: forgotPasswordSchema }, async ({ req, body }) => {
  await limitResetRequests(body.email, clientIp(req));
  const origin = siteOrigin(req.nextUrl.origin);
  after(() =>
    mailResetLinkIfAccount(body.email, origin).catch((error: unknown) =>
      log.warn("reset link not sent", { err: error }),
    ),
  );
  return FORGOT_PASSWORD_ANSWER;
});
