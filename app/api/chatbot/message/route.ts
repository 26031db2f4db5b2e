import type { NextRequest } from "next/server";
import { apiRoute } from "@/lib/api/http";
import { admitChatMessage } from "@/lib/chat/admission";
import { chatTurn } from "@/lib/chat/answer";
import { NDJSON, type ChatStreamEvent } from "@/lib/contracts/chat";
import { conversationKey } from "@/lib/chat/visitor";
import { chatMessageSchema } from "@/lib/validation/chat";

export const POST = apiRoute({ auth: "public", body: chatMessageSchema }, async ({ req, body }) => {
  const sessionId = (await conversationKey(body.sessionId, { issue: true }))!;
  await admitChatMessage(req, body, sessionId);
  const turn = chatTurn({ ...body, sessionId });
  if (wantsStream(req)) return streamTurn(turn);
  let step = await turn.next();
  while (!step.done) step = await turn.next();
  return { success: true, data: step.value };
});

function wantsStream(req: NextRequest): boolean {
  return (req.headers.get("accept") ?? "").split(",").some((range) => {
    const [type, ...params] = range.split(";").map((part) => part.trim().toLowerCase());
    return type === NDJSON && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });
}

const encoder = new TextEncoder();
const line = (event: ChatStreamEvent) => encoder.encode(`${JSON.stringify(event)}\n`);

/** `next` if it settles within the current turn of the event loop, else null (it is still pending). */
const settledNow = <T>(next: Promise<T>) =>
  Promise.race([next, new Promise<null>((resolve) => setImmediate(resolve, null))]);

// One JSON event per line: "delta" (text to append), "replace" (text that replaces what came so
// far), and last "done" with the same data as the JSON response, or "error". Deltas that are ready
// together go out as one: a provider that sends a whole answer at once would otherwise cost a
// line, a chunk and a socket write per token (security review 9, L1).
async function streamTurn(turn: ReturnType<typeof chatTurn>): Promise<Response> {
  // The first step runs before the response starts, so a failure there is a proper HTTP error.
  let step = await turn.next();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let sent = false;
      const send = (event: ChatStreamEvent) => {
        controller.enqueue(line(event));
        sent = true;
      };
      let text = "";
      const sendText = () => {
        if (text) send({ type: "delta", text });
        text = "";
      };
      try {
        for (;;) {
          if (step.done) {
            sendText();
            send({ type: "done", data: step.value });
            controller.close();
            return;
          }
          if (step.value.type === "delta") text += step.value.text;
          else {
            sendText();
            send(step.value);
          }
          const next = turn.next();
          const ready = await settledNow(next);
          if (ready) step = ready;
          else {
            sendText();
            step = await next;
            // A pull that enqueues nothing is not called again.
            if (sent) return;
          }
        }
      } catch (error) {
        console.error("[chat] stream failed:", error);
        sendText();
        send({ type: "error", message: "Something went wrong. Please try again." });
        controller.close();
      }
    },
    async cancel() {
      await turn.return(undefined as never);
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": `${NDJSON}; charset=utf-8`,
      "Cache-Control": "no-store",
      "X-Accel-Buffering": "no",
      Vary: "Accept",
    },
  });
}
