import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { aiClient, aiModels } from "@/lib/ai/provider";
import { requireAuthSecret } from "@/lib/env";
import type { VoiceId } from "@/lib/contracts/chat";
import { speakableText } from "@/lib/chat/text";

// Server text-to-speech (requirements §D5). data.audio is a signed address of GET /api/chatbot/audio/{messageId}.

const URL_LIFETIME_S = 60 * 60;
const MAX_SPEECH_CHARS = 4000; // the speech endpoint takes at most 4096 characters

function signature(messageId: number, voice: VoiceId, expires: number): string {
  return createHmac("sha256", requireAuthSecret())
    .update(`chat-audio:${messageId}:${voice}:${expires}`)
    .digest("base64url");
}

export function speechUrl(messageId: number, voice: VoiceId, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + URL_LIFETIME_S;
  return `/api/chatbot/audio/${messageId}?voice=${voice}&expires=${expires}&sig=${signature(messageId, voice, expires)}`;
}

export function verifySpeechUrl(
  messageId: number,
  voice: VoiceId,
  expires: number,
  sig: string,
  now = Date.now(),
): boolean {
  if (expires < Math.floor(now / 1000)) return false;
  const expected = Buffer.from(signature(messageId, voice, expires));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const speechInput = (answer: string) => speakableText(answer).slice(0, MAX_SPEECH_CHARS);

export async function synthesizeSpeech(text: string, voice: VoiceId): Promise<ArrayBuffer> {
  const client = aiClient();
  if (!client) throw new Error("No AI provider configured");
  const response = await client.audio.speech.create(
    { model: aiModels.speech(), voice, input: text, response_format: "mp3" },
    { timeout: 30_000 },
  );
  return response.arrayBuffer();
}
