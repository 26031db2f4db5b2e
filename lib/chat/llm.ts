import "server-only";
import { aiClient, aiModels, within } from "@/lib/ai/provider";
import { env } from "@/lib/env";
import { parseRewrite, REWRITE_SYSTEM_PROMPT, rewritePrompt } from "@/lib/chat/prompt";

type Turn = { role: "user" | "assistant"; content: string };

const HISTORY_TURNS = 6;
const HISTORY_CHARS = 1_000;
/** Twice what 700 tokens come to in any of the site's languages. */
export const MAX_ANSWER_CHARS = 8_000;

export async function rewriteQuestion(
  question: string,
  history: Turn[],
): Promise<{ language: string | null; query: string } | null> {
  const client = aiClient();
  if (!client) return null;
  try {
    const completion = await client.chat.completions.create(
      {
        model: aiModels.chat(),
        temperature: 0,
        max_tokens: 200,
        messages: [
          { role: "system", content: REWRITE_SYSTEM_PROMPT },
          { role: "user", content: rewritePrompt(question, history) },
        ],
      },
      within(env.CHAT_REWRITE_TIMEOUT_MS),
    );
    return parseRewrite(completion.choices[0]?.message?.content ?? "");
  } catch (error) {
    console.error("[chat] question rewrite failed:", error instanceof Error ? error.message : error);
    return null;
  }
}

export async function* streamAnswer(input: {
  system: string;
  user: string;
  history: Turn[];
  signal?: AbortSignal;
}): AsyncGenerator<string> {
  const client = aiClient();
  if (!client) throw new Error("No AI provider configured");
  const history = input.history
    .slice(-HISTORY_TURNS)
    .map((turn) => ({ role: turn.role, content: turn.content.slice(0, HISTORY_CHARS) }));
  // The SDK's own timeout stops at the response headers; this one also ends a stream that stalls.
  const timeoutMs = env.CHAT_ANSWER_TIMEOUT_MS;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = input.signal ? AbortSignal.any([input.signal, deadline]) : deadline;
  const stream = await client.chat.completions.create(
    {
      model: aiModels.chat(),
      temperature: 0.2,
      max_tokens: 700,
      stream: true,
      messages: [{ role: "system", content: input.system }, ...history, { role: "user", content: input.user }],
    },
    { timeout: timeoutMs, signal },
  );
  let length = 0;
  for await (const chunk of stream) {
    const text = chunk.choices[0]?.delta?.content;
    if (!text) continue;
    // `max_tokens` is no bound: a 5 MB reply held the leak guard 5 s (security review 6, M2). Leaving aborts it.
    length += text.length;
    if (length > MAX_ANSWER_CHARS) throw new Error(`The answer passed ${MAX_ANSWER_CHARS} characters`);
    yield text;
  }
  // A stream cut short by the deadline may end quietly: an unfinished answer is a failure.
  if (deadline.aborted) throw new Error(`Answer timed out after ${timeoutMs} ms`);
}
