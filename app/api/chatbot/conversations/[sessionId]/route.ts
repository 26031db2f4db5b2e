// A strong id is the key; a guessable one also needs the browser's chat cookie.
import { apiRoute } from "@/lib/api/http";
import { conversationKey } from "@/lib/chat/visitor";
import { getSessionHistory } from "@/lib/data/chat";
import { sessionParams } from "@/lib/validation/chat";

export const GET = apiRoute({ auth: "public", params: sessionParams }, async ({ params }) => {
  const key = await conversationKey(params.sessionId);
  return { success: true, data: key ? await getSessionHistory(key) : { language: null, messages: [] } };
});
