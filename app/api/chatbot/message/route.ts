// POST /api/chatbot/message — ask the chatbot; the whole answer as JSON (public, rate limited)
import { apiRoute } from "@/lib/api/http";
import { admitChatMessage } from "@/lib/chat/admission";
import { chatTurn } from "@/lib/chat/answer";
import { chatMessageSchema } from "@/lib/validation/chat";

export const POST = apiRoute({ auth: "public", body: chatMessageSchema }, async ({ req, body }) => {
  await admitChatMessage(req, body);
  const turn = chatTurn(body);
  let step = await turn.next();
  while (!step.done) step = await turn.next();
  return { success: true, data: step.value };
});
