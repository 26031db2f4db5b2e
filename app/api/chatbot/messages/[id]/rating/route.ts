// PUT /api/chatbot/messages/[id]/rating — thumbs up or down on an answer of the caller's conversation (public)
import { apiRoute, idParams } from "@/lib/api/http";
import { rateChatMessage } from "@/lib/data/chat";
import { ratingSchema } from "@/lib/validation/chat";

export const PUT = apiRoute({ auth: "public", params: idParams, body: ratingSchema }, async ({ params, body }) => {
  return { success: true, data: await rateChatMessage({ messageId: params.id, sessionId: body.sessionId, rating: body.rating }) };
});
