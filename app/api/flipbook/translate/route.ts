import { apiRoute } from "@/lib/api/http";
import { LARGE_BODY_LIMIT } from "@/lib/api/body";
import { translatePage } from "@/lib/translation/book-pages";
import { limitTranslationRequest } from "@/lib/api/translation-requests";
import { translatePageSchema } from "@/lib/validation/flipbook";

export const POST = apiRoute(
  { auth: "public", body: translatePageSchema, maxBodyBytes: LARGE_BODY_LIMIT },
  async ({ req, body }) => {
    const { mayTranslate, message } = await limitTranslationRequest(req, [body.content, body.pageTitle]);
    // requirements §4/§8: on failure the original text stays, with success false.
    const translated = await translatePage({
      content: body.content,
      title: body.pageTitle,
      targetLanguage: body.targetLanguage,
      mayTranslate,
    });
    return {
      success: translated.complete,
      translatedContent: translated.content,
      translatedTitle: translated.title,
      message: message(translated.complete),
    };
  },
);
