import { apiRoute, idParams } from "@/lib/api/http";
import { deleteGlossaryTerm, updateGlossaryTerm } from "@/lib/data/glossary";
import { glossaryTermSchema } from "@/lib/validation/translations";

export const PATCH = apiRoute(
  { auth: "editor", params: idParams, body: glossaryTermSchema },
  async ({ params, body }) => updateGlossaryTerm(params.id, body),
);

export const DELETE = apiRoute({ auth: "editor", params: idParams }, async ({ params }) => {
  await deleteGlossaryTerm(params.id);
  return { success: true, message: "Term deleted" };
});
