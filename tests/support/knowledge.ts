// Shared by the knowledge-base integration tests: one chatbot turn run to its answer.
import { chatTurn } from "@/lib/chat/answer";
import { newSessionId, type ChatReply } from "@/lib/contracts/chat";
import { chatMessageSchema } from "@/lib/validation/chat";

/** One visitor's question, answered through every strategy as the endpoint does. */
export async function askChatbot(question: string, targetLanguage?: string): Promise<ChatReply> {
  const turn = chatTurn(chatMessageSchema.parse({ question, sessionId: newSessionId(), targetLanguage }));
  let step = await turn.next();
  while (!step.done) step = await turn.next();
  return step.value;
}
