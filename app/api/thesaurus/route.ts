import { apiRoute, created } from "@/lib/api/http";
import { createThesaurusEntry, listThesaurus } from "@/lib/data/thesaurus";
import { resetRetrievalCaches } from "@/lib/knowledge/retrieval";
import { thesaurusEntrySchema } from "@/lib/validation/thesaurus";

export const GET = apiRoute({ auth: "editor" }, async () => listThesaurus());

export const POST = apiRoute({ auth: "editor", body: thesaurusEntrySchema }, async ({ body }) => {
  const entry = await createThesaurusEntry(body.terms);
  resetRetrievalCaches();
  return created(entry);
});
