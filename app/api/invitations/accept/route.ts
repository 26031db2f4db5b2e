import { apiRoute, created } from "@/lib/api/http";
import { acceptInvitation, describeInvitation } from "@/lib/auth/invitations";
import { toUserResponse } from "@/lib/auth/user-response";
import { startSession } from "@/lib/session";
import { acceptInvitationSchema, linkTokenQuerySchema } from "@/lib/validation/auth";

export const GET = apiRoute({ auth: "public", query: linkTokenQuerySchema }, async ({ query }) =>
  describeInvitation(query.token),
);

export const POST = apiRoute({ auth: "public", body: acceptInvitationSchema }, async ({ body }) => {
  const user = await acceptInvitation(body);
  await startSession(user);
  return created(toUserResponse(user));
});
