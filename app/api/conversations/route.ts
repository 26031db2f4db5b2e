import { apiRoute } from "@/lib/api/http";
import { countExchanges, listExchanges } from "@/lib/data/chat";
import { conversationListQuerySchema } from "@/lib/validation/chat";

export const GET = apiRoute({ auth: "editor", query: conversationListQuerySchema }, async ({ query }) => {
  const [list, counts] = await Promise.all([listExchanges(query), countExchanges()]);
  return { ...list, counts };
});
