import { apiRoute, idParams } from "@/lib/api/http";
import { deleteThesaurusEntry, updateThesaurusEntry } from "@/lib/data/thesaurus";
import { notFound } from "@/lib/errors";
import { resetRetrievalCaches } from "@/lib/knowledge/retrieval";
import { thesaurusEntrySchema } from "@/lib/validation/thesaurus";

export const PUT = apiRoute(
  { auth: "editor", params: idParams, body: thesaurusEntrySchema },
  async ({ params, body }) => {
    const entry = await updateThesaurusEntry(params.id, body.terms);
    if (!entry) throw notFound("Thesaurus entry not found");
    resetRetrievalCaches();
    return entry;
  },
);

export const DELETE = apiRoute({ auth: "editor", params: idParams }, async ({ params }) => {
  if (!(await deleteThesaurusEntry(params.id))) throw notFound("Thesaurus entry not found");
  resetRetrievalCaches();
  return { success: true, message: "Thesaurus entry deleted" };
});
