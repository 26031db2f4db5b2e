import { apiRoute, idParams } from "@/lib/api/http";
import { adminResetLink } from "@/lib/auth/password-reset";
import { notFound } from "@/lib/errors";
import { adminMailOrigin } from "@/lib/mail/links";
import { resetLinkSchema } from "@/lib/validation/auth";

export const POST = apiRoute(
  { auth: "admin", params: idParams, body: resetLinkSchema },
  async ({ req, params, body, user, audit }) => {
    const result = await adminResetLink(params.id, {
      send: body.send,
      origin: await adminMailOrigin(req),
      adminId: user.id,
    });
    if (!result) throw notFound("User not found.");
    audit({
      action: "update",
      entityType: "user",
      entityId: params.id,
      summary: `${body.send ? "Sent" : "Made"} a password reset link for ${result.username}`,
    });
    return result;
  },
);
