import { apiRoute } from "@/lib/api/http";
import { exchangesCsv } from "@/lib/chat/csv";
import { exportExchanges } from "@/lib/data/chat";
import { conversationListQuerySchema } from "@/lib/validation/chat";

export const GET = apiRoute(
  { auth: "editor", query: conversationListQuerySchema.pick({ filter: true }) },
  async ({ query }) => {
    const csv = exchangesCsv(await exportExchanges(query.filter));
    const stamp = new Date().toISOString().slice(0, 10);
    return new Response(csv, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="chatbot-${query.filter}-${stamp}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  },
);
