// The same answer whether the address has an account, sent before any lookup.
import { after } from "next/server";
import { apiRoute } from "@/lib/api/http";
import { clientIp } from "@/lib/api/client-ip";
import {
  FORGOT_PASSWORD_ANSWER,
  limitResetRequests,
  mailResetLinkIfAccount,
  mayMailResetLink,
} from "@/lib/auth/password-reset";
import { log } from "@/lib/log";
import { sendWithMailOrigin } from "@/lib/mail/links";
import { forgotPasswordSchema } from "@/lib/validation/auth";

export const POST = apiRoute({ auth: "public", body: forgotPasswordSchema }, async ({ req, body }) => {
  const ip = clientIp(req);
  await limitResetRequests(ip);
  if (!(await mayMailResetLink(body.email, ip))) return FORGOT_PASSWORD_ANSWER;
  after(() =>
    sendWithMailOrigin(req, (origin) => mailResetLinkIfAccount(body.email, origin)).catch((error: unknown) =>
      log.warn("reset link not sent", { err: error }),
    ),
  );
  return FORGOT_PASSWORD_ANSWER;
});
