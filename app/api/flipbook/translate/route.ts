// POST /api/flipbook/translate {pageId, content, pageTitle, targetLanguage} — a page in another language (public)
import { apiRoute } from "@/lib/api/http";
import { clientIp } from "@/lib/api/client-ip";
import { consumeRateLimit } from "@/lib/rate-limit";
import { translatePage } from "@/lib/book/translation";
import { translatePageSchema } from "@/lib/validation/flipbook";

export const POST = apiRoute({ auth: "public", body: translatePageSchema }, async ({ req, body }) => {
  await consumeRateLimit("translatePerIp", clientIp(req));
  const translated = await translatePage({ content: body.content, title: body.pageTitle, targetLanguage: body.targetLanguage });
  // spec §4: on failure the original text stays, so it is returned unchanged with success false.
  if (!translated) {
    return { success: false, translatedContent: body.content, translatedTitle: body.pageTitle, message: "Translation is not available" };
  }
  return { success: true, translatedContent: translated.content, translatedTitle: translated.title, message: "Translated" };
});
