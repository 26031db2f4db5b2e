import { apiRoute } from "@/lib/api/http";
import { sample } from "@/lib/chat/answer";
import { listSuggestedQuestions } from "@/lib/data/questions";
import { isTargetLanguage } from "@/lib/i18n/config";
import { translateTexts } from "@/lib/translation";
import { limitTranslationRequest } from "@/lib/api/translation-requests";
import { randomQuestionsQuerySchema } from "@/lib/validation/chat";

// requirements §7: translated with &language, the original where that fails, so the chat always has suggestions.
export const GET = apiRoute({ auth: "public", query: randomQuestionsQuerySchema }, async ({ req, query }) => {
  const questions = sample(await listSuggestedQuestions(), query.count);
  if (!isTargetLanguage(query.language) || questions.length === 0) return { success: true, data: questions };
  const texts = questions.map((question) => question.question);
  await limitTranslationRequest(req, texts);
  const translated = await translateTexts(texts, query.language, { html: false });
  return { success: true, data: questions.map((question, index) => ({ ...question, question: translated[index] })) };
});
