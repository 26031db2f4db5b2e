import { apiRoute, created } from "@/lib/api/http";
import { LARGE_BODY_LIMIT } from "@/lib/api/body";
import { countTranslations, listTranslations, saveHumanTranslation } from "@/lib/data/translations";
import { reindexPageTranslations } from "@/lib/knowledge/page-passages";
import { translationCreateSchema, translationListQuerySchema } from "@/lib/validation/translations";

export const GET = apiRoute({ auth: "editor", query: translationListQuerySchema }, async ({ query }) => {
  const [list, counts] = await Promise.all([listTranslations(query), countTranslations()]);
  return { ...list, counts };
});

export const POST = apiRoute(
  { auth: "editor", changesSite: true, body: translationCreateSchema, maxBodyBytes: LARGE_BODY_LIMIT },
  async ({ body }) => {
    const saved = await saveHumanTranslation(body);
    await reindexPageTranslations(saved.language, [saved.sourceText]);
    return created(saved);
  },
);
