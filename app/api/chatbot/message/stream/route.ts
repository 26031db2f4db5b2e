// POST /api/chatbot/message/stream — ask the chatbot; the answer as it is written, NDJSON (public, rate limited)
import { apiRoute } from "@/lib/api/http";
import { admitChatMessage } from "@/lib/chat/admission";
import { chatTurn } from "@/lib/chat/answer";
import type { ChatStreamEvent } from "@/lib/chat/constants";
import { chatMessageSchema } from "@/lib/validation/chat";

const encoder = new TextEncoder();
const line = (event: ChatStreamEvent) => encoder.encode(`${JSON.stringify(event)}\n`);

// Same body and errors as POST /api/chatbot/message; then one JSON event per line: "delta" (text
// to append), "replace" (text that replaces what came so far), and last "done" with the same
// data as the JSON endpoint, or "error".
export const POST = apiRoute({ auth: "public", body: chatMessageSchema }, async ({ req, body }) => {
  await admitChatMessage(req, body);
  const turn = chatTurn(body);
  // The first step runs before the response starts, so a failure there is a proper HTTP error.
  let step = await turn.next();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (step.done) {
          controller.enqueue(line({ type: "done", data: step.value }));
          controller.close();
          return;
        }
        controller.enqueue(line(step.value));
        step = await turn.next();
      } catch (error) {
        console.error("[chat] stream failed:", error);
        controller.enqueue(line({ type: "error", message: "Something went wrong. Please try again." }));
        controller.close();
      }
    },
    async cancel() {
      await turn.return(undefined as never);
    },
  });
  return new Response(stream, {
    headers: { "Content-Type": "application/x-ndjson; charset=utf-8", "Cache-Control": "no-store", "X-Accel-Buffering": "no" },
  });
});
