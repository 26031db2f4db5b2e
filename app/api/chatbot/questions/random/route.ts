// GET /api/chatbot/questions/random?count=5[&language=] — suggested questions for the chat (public)
import { apiRoute } from "@/lib/api/http";
import { sample } from "@/lib/chat/answer";
import { listSuggestedQuestions } from "@/lib/data/questions";
import { randomQuestionsQuerySchema } from "@/lib/validation/chat";

// `language` is validated here; translating the questions is the translation library's part.
export const GET = apiRoute({ auth: "public", query: randomQuestionsQuerySchema }, async ({ query }) => {
  const questions = await listSuggestedQuestions();
  return { success: true, data: sample(questions, query.count) };
});
