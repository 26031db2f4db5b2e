import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { aiClient, aiModels, within } from "@/lib/ai/provider";
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

// Made once per signed link, kept until it expires: each play made new speech (security review 7, M1). No failure kept.
const SPOKEN_CACHE_BYTES = 64 * 1024 * 1024;
type Spoken = { audio: Promise<ArrayBuffer>; expiresMs: number; bytes: number };
const spoken: Map<string, Spoken> = ((globalThis as { chatSpoken?: Map<string, Spoken> }).chatSpoken ??= new Map());

export function spokenAnswer(
  link: { messageId: number; voice: VoiceId; expires: number },
  make: () => Promise<ArrayBuffer>,
  now = Date.now(),
): Promise<ArrayBuffer> {
  const key = `${link.messageId}:${link.voice}:${link.expires}`;
  const known = spoken.get(key);
  if (known && known.expiresMs > now) return known.audio;
  const entry: Spoken = { audio: make(), expiresMs: link.expires * 1000, bytes: 0 };
  spoken.set(key, entry);
  entry.audio.then(
    (audio) => {
      entry.bytes = audio.byteLength;
      let total = 0;
      for (const [other, { expiresMs, bytes }] of spoken) {
        if (expiresMs <= now) spoken.delete(other);
        else total += bytes;
      }
      for (const [other, { bytes }] of spoken) {
        if (total <= SPOKEN_CACHE_BYTES) break;
        spoken.delete(other);
        total -= bytes;
      }
    },
    () => spoken.get(key) === entry && spoken.delete(key),
  );
  return entry.audio;
}

export async function synthesizeSpeech(text: string, voice: VoiceId): Promise<ArrayBuffer> {
  const client = aiClient();
  if (!client) throw new Error("No AI provider configured");
  const response = await client.audio.speech.create(
    { model: aiModels.speech(), voice, input: text, response_format: "mp3" },
    within(SPEECH_TIMEOUT_MS),
  );
  return readAtMost(response, MAX_SPEECH_BYTES);
}

const SPEECH_TIMEOUT_MS = 30_000;
/** 4,000 characters ≈ 5 MB of 128 kbit/s MP3; a 300 MB reply took the server to 2.6 GB (security review 6, M3). */
export const MAX_SPEECH_BYTES = 16 * 1024 * 1024;

/** The body, refused as soon as it passes `max` bytes, whatever its Content-Length says. */
export async function readAtMost(response: Response, max: number): Promise<ArrayBuffer> {
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > max) throw new Error(`The provider's reply is ${declared} bytes, over ${max}`);
  if (!response.body) return new ArrayBuffer(0);
  const parts: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new Error(`The provider's reply passed ${max} bytes`);
    }
    parts.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    body.set(part, at);
    at += part.byteLength;
  }
  return body.buffer;
}
