import "server-only";
import OpenAI from "openai";
import { boundedFetch } from "@/lib/ai/bounded-fetch";
import { aiConfigured, env } from "@/lib/env";

let client: OpenAI | null | undefined;

export function aiClient(): OpenAI | null {
  if (client !== undefined) return client;
  client = aiConfigured()
    ? new OpenAI({
        apiKey: env.OPENAI_API_KEY,
        baseURL: env.OPENAI_BASE_URL,
        // Callers pass their own per-request timeout; a retry would double a visitor's wait.
        maxRetries: 0,
        timeout: 30_000,
        fetch: boundedFetch,
      })
    : null;
  return client;
}

/** The SDK's `timeout` ends at the headers: a byte-a-second body held a visitor 300 s (security review 6, M1). */
export const within = (ms: number) => ({ timeout: ms, signal: AbortSignal.timeout(ms) });

export const aiModels = {
  chat: () => env.OPENAI_CHAT_MODEL,
  embedding: () => env.OPENAI_EMBEDDING_MODEL,
  embeddingDimensions: () => env.OPENAI_EMBEDDING_DIMENSIONS || undefined,
  speech: () => env.OPENAI_TTS_MODEL,
};

export const embeddingsEnabled = () => aiConfigured() && env.OPENAI_EMBEDDINGS === "1";

export const speechEnabled = () => aiConfigured() && env.OPENAI_TTS === "1";
