import { apiRoute, idParams } from "@/lib/api/http";
import { LARGE_BODY_LIMIT } from "@/lib/api/body";
import { deleteTranslation, updateTranslation } from "@/lib/data/translations";
import { reindexPageTranslations } from "@/lib/knowledge/page-passages";
import { translationUpdateSchema } from "@/lib/validation/translations";

export const PATCH = apiRoute(
  {
    auth: "editor",
    changesSite: true,
    params: idParams,
    body: translationUpdateSchema,
    maxBodyBytes: LARGE_BODY_LIMIT,
  },
  async ({ params, body }) => {
    const updated = await updateTranslation(params.id, body.translatedText);
    await reindexPageTranslations(updated.language, [updated.sourceText]);
    return updated;
  },
);

// The next visitor who needs the text gets a fresh machine translation (or the original, offline).
export const DELETE = apiRoute({ auth: "editor", changesSite: true, params: idParams }, async ({ params }) => {
  const deleted = await deleteTranslation(params.id);
  await reindexPageTranslations(deleted.language, [deleted.sourceText]);
  return { success: true, message: "Translation deleted" };
});
