// GET /api/chatbot/conversations/[sessionId] — the visitor's own conversation, to restore it (public; the id is the key)
import { apiRoute } from "@/lib/api/http";
import { getSessionHistory } from "@/lib/data/chat";
import { sessionParams } from "@/lib/validation/chat";

export const GET = apiRoute({ auth: "public", params: sessionParams }, async ({ params }) => {
  return { success: true, data: await getSessionHistory(params.sessionId) };
});
