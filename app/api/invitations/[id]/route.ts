import { apiRoute, idParams } from "@/lib/api/http";
import { revokeInvitation } from "@/lib/data/account-tokens";
import { notFound } from "@/lib/errors";

export const DELETE = apiRoute({ auth: "admin", params: idParams }, async ({ params, audit }) => {
  if (!(await revokeInvitation(params.id))) throw notFound("Invitation not found.");
  audit({ summary: `Withdrew invitation #${params.id}` });
  return { success: true, message: "Invitation withdrawn" };
});
