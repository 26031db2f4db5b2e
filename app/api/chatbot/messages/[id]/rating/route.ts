import { apiRoute, idParams } from "@/lib/api/http";
import { conversationKey } from "@/lib/chat/visitor";
import { rateChatMessage } from "@/lib/data/chat";
import { notFound } from "@/lib/errors";
import { ratingSchema } from "@/lib/validation/chat";

export const PUT = apiRoute({ auth: "public", params: idParams, body: ratingSchema }, async ({ params, body }) => {
  const key = await conversationKey(body.sessionId);
  if (!key) throw notFound("Message not found.");
  return { success: true, data: await rateChatMessage({ messageId: params.id, sessionId: key, rating: body.rating }) };
});
