import { apiRoute } from "@/lib/api/http";
import { exchangesCsv } from "@/lib/chat/csv";
import { exportExchanges } from "@/lib/data/chat";
import { csvDownload } from "@/lib/http/csv-download";
import { conversationListQuerySchema } from "@/lib/validation/chat";

export const GET = apiRoute(
  { auth: "editor", query: conversationListQuerySchema.pick({ filter: true }) },
  async ({ query, user }) =>
    csvDownload(exchangesCsv, exportExchanges(query.filter), `chatbot-${query.filter}`, String(user.id)),
);
