import "server-only";
import OpenAI from "openai";
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
      })
    : null;
  return client;
}

/**
 * Request options that bound a provider call in full. The SDK's own `timeout` stops once the
 * headers arrive, so a body that drips a byte a second held a visitor 300 s (security review 6, M1);
 * the signal ends the body too.
 */
export const within = (ms: number) => ({ timeout: ms, signal: AbortSignal.timeout(ms) });

export const aiModels = {
  chat: () => env.OPENAI_CHAT_MODEL,
  embedding: () => env.OPENAI_EMBEDDING_MODEL,
  embeddingDimensions: () => env.OPENAI_EMBEDDING_DIMENSIONS || undefined,
  speech: () => env.OPENAI_TTS_MODEL,
};

export const embeddingsEnabled = () => aiConfigured() && env.OPENAI_EMBEDDINGS === "1";

export const speechEnabled = () => aiConfigured() && env.OPENAI_TTS === "1";
