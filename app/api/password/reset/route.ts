import { apiRoute } from "@/lib/api/http";
import { describeResetLink, resetPasswordWithLink } from "@/lib/auth/password-reset";
import { linkTokenQuerySchema, resetPasswordSchema } from "@/lib/validation/auth";

export const GET = apiRoute({ auth: "public", query: linkTokenQuerySchema }, async ({ query }) =>
  describeResetLink(query.token),
);

export const POST = apiRoute({ auth: "public", body: resetPasswordSchema }, async ({ body }) => {
  const { username } = await resetPasswordWithLink(body.token, body.password);
  return { success: true, username, message: "Your password has been changed. Log in with the new one." };
});
