import { apiRoute } from "@/lib/api/http";
import { LARGE_BODY_LIMIT } from "@/lib/api/body";
import { translateWithStatus } from "@/lib/translation";
import { limitTranslationRequest } from "@/lib/api/translation-requests";
import { translateRequestSchema } from "@/lib/validation/translations";

export const POST = apiRoute(
  { auth: "public", body: translateRequestSchema, maxBodyBytes: LARGE_BODY_LIMIT },
  async ({ req, body }) => {
    const texts = Array.isArray(body.text) ? body.text : [body.text];
    const { mayTranslate, message } = await limitTranslationRequest(req, texts);
    // requirements §8: on any failure the original text stays; success says whether every text was translated.
    const outcome = await translateWithStatus(texts, body.targetLanguage, { html: body.html, mayTranslate });
    return {
      success: outcome.complete,
      translatedText: Array.isArray(body.text) ? outcome.texts : outcome.texts[0],
      message: message(outcome.complete),
    };
  },
);
