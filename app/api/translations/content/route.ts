import { apiRoute } from "@/lib/api/http";
import { findTranslationRows } from "@/lib/data/translations";
import { listSiteContent } from "@/lib/translation/site-content";
import { siteContentQuerySchema } from "@/lib/validation/translations";

export const GET = apiRoute({ auth: "editor", query: siteContentQuerySchema }, async ({ query }) => {
  const entries = await listSiteContent(query.area);
  const rows = await findTranslationRows(
    query.language,
    entries.map((item) => item.sourceText),
  );
  return entries.map((item) => {
    const row = rows.get(item.sourceText);
    return {
      ...item,
      translation: row
        ? { id: row.id, translatedText: row.translatedText, origin: row.origin, updatedAt: row.updatedAt }
        : null,
    };
  });
});
