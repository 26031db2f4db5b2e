import { apiRoute, created } from "@/lib/api/http";
import { createGlossaryTerm, listGlossaryTerms } from "@/lib/data/glossary";
import { glossaryListQuerySchema, glossaryTermSchema } from "@/lib/validation/translations";

export const GET = apiRoute({ auth: "editor", query: glossaryListQuerySchema }, async ({ query }) =>
  listGlossaryTerms(query.language),
);

// Glossary changes apply to translations made from now on; stored ones stay until deleted or corrected.
export const POST = apiRoute({ auth: "editor", body: glossaryTermSchema }, async ({ body }) =>
  created(await createGlossaryTerm(body)),
);
