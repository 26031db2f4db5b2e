import "server-only";
import { createHash } from "node:crypto";
import { aiModels } from "@/lib/ai/provider";
import { synthesizeSpeech } from "@/lib/chat/speech";
import type { VoiceId } from "@/lib/contracts/chat";
import type { Locale } from "@/lib/i18n/config";
import { textChunks } from "@/lib/listen/sentences";
import { storage } from "@/lib/storage";

// A page read aloud by the provider is made once per text, language, voice and model, and kept in
// the file store: a page's text changes only when it is published again (a new text, a new key), and
// every later play is a file read, not a paid provider call.

const AUDIO_PREFIX = "listen-audio/";
const PROVIDER_INPUT_CHARS = 4000; // the speech endpoint takes at most 4096 characters
/** A page is read in at most this many provider calls (about 20,000 characters); a longer one up to there. */
export const MAX_SPEECH_REQUESTS = 5;

export const listenAudioKey = (text: string, locale: Locale, voice: VoiceId) =>
  `${AUDIO_PREFIX}${createHash("sha256")
    .update([aiModels.speech(), voice, locale, text].join("\n"))
    .digest("hex")}.mp3`;

/** The stored MP3 of `text`, made by the provider first when there is none. */
export async function pageSpeech(text: string, locale: Locale, voice: VoiceId) {
  const key = listenAudioKey(text, locale, voice);
  const files = storage();
  const stored = await files.get(key);
  if (stored) return stored;
  const parts: Uint8Array[] = [];
  // One request at a time: the chunks are heard in order, and MP3 frames play back to back.
  for (const chunk of textChunks(text, PROVIDER_INPUT_CHARS).slice(0, MAX_SPEECH_REQUESTS))
    parts.push(new Uint8Array(await synthesizeSpeech(chunk, voice)));
  const audio = new Uint8Array(await new Blob(parts as Uint8Array<ArrayBuffer>[]).arrayBuffer());
  await files.put(key, audio, "audio/mpeg");
  return { body: new Blob([audio]).stream(), size: audio.byteLength, start: 0, end: audio.byteLength - 1 };
}
