import "server-only";
import { createHash } from "node:crypto";
import { aiModels } from "@/lib/ai/provider";
import { synthesizeSpeech } from "@/lib/chat/speech";
import { VOICE_IDS, type VoiceId } from "@/lib/contracts/chat";
import { LOCALES, type Locale } from "@/lib/i18n/config";
import { log } from "@/lib/log";
import { publishedPageText } from "@/lib/listen/page-text";
import { textChunks } from "@/lib/listen/sentences";
import { storage } from "@/lib/storage";
import type { ListenSource } from "@/lib/validation/listen";

const AUDIO_PREFIX = "listen-audio/";
const PROVIDER_INPUT_CHARS = 4000; // the speech endpoint takes at most 4096 characters
export const MAX_SPEECH_REQUESTS = 5;

function sourceFolder(source: ListenSource): string {
  switch (source.kind) {
    case "book":
      return `book-${source.page}`;
    case "booklet":
      return `booklet-${source.id}-${source.page}`;
    case "teaching":
      return `teaching-${source.id}`;
    case "about":
      return "about";
  }
}

function sourceOfFolder(folder: string): ListenSource | null {
  const match = /^(?:book-(\d+)|booklet-(\d+)-(\d+)|teaching-([a-z0-9-]+)|(about))$/.exec(folder);
  if (!match) return null;
  if (match[1]) return { kind: "book", page: Number(match[1]) };
  if (match[2]) return { kind: "booklet", id: Number(match[2]), page: Number(match[3]) };
  if (match[4]) return { kind: "teaching", id: match[4] };
  return { kind: "about" };
}

export const listenAudioKey = (source: ListenSource, text: string, locale: Locale, voice: VoiceId) =>
  `${AUDIO_PREFIX}${sourceFolder(source)}/${locale}-${voice}-${createHash("sha256")
    .update([aiModels.speech(), voice, locale, text].join("\n"))
    .digest("hex")}.mp3`;

const making: Map<string, Promise<Uint8Array>> = ((
  globalThis as { listenAudioMaking?: Map<string, Promise<Uint8Array>> }
).listenAudioMaking ??= new Map());

export async function pageSpeech(source: ListenSource, text: string, locale: Locale, voice: VoiceId) {
  const key = listenAudioKey(source, text, locale, voice);
  const stored = await storage().get(key);
  if (stored) return stored;
  let audio = making.get(key);
  if (!audio) {
    audio = makeAudio(source, key, text, voice).finally(() => making.delete(key));
    making.set(key, audio);
  }
  const bytes = await audio;
  return {
    body: new Blob([bytes as Uint8Array<ArrayBuffer>]).stream(),
    size: bytes.byteLength,
    start: 0,
    end: bytes.byteLength - 1,
  };
}

async function makeAudio(source: ListenSource, key: string, text: string, voice: VoiceId) {
  const parts: Uint8Array[] = [];
  // One request at a time: the chunks are heard in order, and MP3 frames play back to back.
  for (const chunk of textChunks(text, PROVIDER_INPUT_CHARS).slice(0, MAX_SPEECH_REQUESTS))
    parts.push(new Uint8Array(await synthesizeSpeech(chunk, voice)));
  const audio = new Uint8Array(await new Blob(parts as Uint8Array<ArrayBuffer>[]).arrayBuffer());
  // Another process making the same key writes the same bytes: the write is idempotent.
  await storage().put(key, audio, "audio/mpeg");
  await removeStaleAudio(source, key);
  return audio;
}

async function removeStaleAudio(source: ListenSource, current: string) {
  const files = storage();
  const sameVoice = current.slice(0, current.lastIndexOf("-") + 1);
  for await (const key of files.list(`${AUDIO_PREFIX}${sourceFolder(source)}/`))
    if (key.startsWith(sameVoice) && key !== current) await files.delete(key);
}

export async function sweepListenAudio(): Promise<number> {
  const files = storage();
  const texts = new Map<string, Promise<string | null>>();
  let deleted = 0;
  for await (const key of files.list(AUDIO_PREFIX)) {
    const match = /^([^/]+)\/([a-z]{2})-([a-z]+)-[0-9a-f]{64}\.mp3$/.exec(key.slice(AUDIO_PREFIX.length));
    const source = match && sourceOfFolder(match[1]);
    const locale = match?.[2] as Locale;
    const voice = match?.[3] as VoiceId;
    let keep = false;
    if (source && LOCALES.includes(locale) && VOICE_IDS.includes(voice)) {
      const textKey = `${match![1]}/${locale}`;
      if (!texts.has(textKey)) texts.set(textKey, publishedPageText(source, locale));
      const text = await texts.get(textKey);
      keep = text !== null && text !== undefined && listenAudioKey(source, text, locale, voice) === key;
    }
    if (!keep) {
      await files.delete(key);
      deleted++;
    }
  }
  return deleted;
}

const SWEEP_INTERVAL_MS = 6 * 60 * 60_000;

export function startListenAudioSweep({ intervalMs = SWEEP_INTERVAL_MS } = {}) {
  const sweep = () =>
    sweepListenAudio()
      .then((deleted) => deleted > 0 && log.info("removed stale listen audio", { files: deleted }))
      .catch((error: unknown) => log.warn("listen audio sweep failed", { err: error }));
  void sweep();
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
