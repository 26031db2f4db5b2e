"use client";

import { useSyncExternalStore } from "react";
import { translateApi } from "@/lib/api/public/book";
import { translationCache } from "@/lib/translation/client-cache";
import type { TargetLanguage } from "@/lib/i18n/config";

// docs/decisions/009: one short-delayed flush sends every island's texts in as few requests as possible.

export type TextToTranslate = { text: string; html: boolean };

const MAX_ITEMS = 100;
const MAX_CHARACTERS = 250_000;

let inFlight = 0;
const listeners = new Set<() => void>();
const queue = new Map<string, { language: TargetLanguage; items: TextToTranslate[]; refresh: () => void }>();
let timer: ReturnType<typeof setTimeout> | null = null;

function setInFlight(delta: number) {
  inFlight += delta;
  listeners.forEach((listener) => listener());
}

export function useTranslating(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => inFlight > 0,
    () => false,
  );
}

export async function whileTranslating<T>(work: () => Promise<T>): Promise<T> {
  setInFlight(1);
  try {
    return await work();
  } finally {
    setInFlight(-1);
  }
}

function chunks(items: TextToTranslate[]): TextToTranslate[][] {
  const out: TextToTranslate[][] = [];
  let current: TextToTranslate[] = [];
  let size = 0;
  for (const item of items) {
    if (current.length > 0 && (current.length === MAX_ITEMS || size + item.text.length > MAX_CHARACTERS)) {
      out.push(current);
      current = [];
      size = 0;
    }
    current.push(item);
    size += item.text.length;
  }
  if (current.length > 0) out.push(current);
  return out;
}

async function post(language: TargetLanguage, items: TextToTranslate[], html: boolean): Promise<boolean> {
  const body = await translateApi.translate(
    items.map((item) => item.text),
    language,
    html,
  );
  const texts = Array.isArray(body.translatedText) ? body.translatedText : [body.translatedText];
  let changed = false;
  await Promise.all(
    items.map(async (item, index) => {
      const translated = texts[index] ?? item.text;
      changed ||= translated !== item.text;
      await translationCache.set(language, item.text, translated === item.text ? null : translated);
    }),
  );
  return changed;
}

async function flush() {
  timer = null;
  const batches = [...queue.values()];
  queue.clear();
  for (const { language, items, refresh } of batches) {
    const groups = [true, false].flatMap((html) =>
      chunks(items.filter((item) => item.html === html)).map((group) => ({ html, group })),
    );
    const results = await whileTranslating(() =>
      Promise.allSettled(groups.map(({ html, group }) => post(language, group, html))),
    );
    // requirements §8: a failure is silent (logged) and the original text stays.
    for (const result of results)
      if (result.status === "rejected") console.info("[translation] kept the original text:", result.reason);
    if (results.some((result) => result.status === "fulfilled" && result.value)) refreshAfterStore(refresh);
  }
}

// Next applies invalidations just after the answer: refresh after a pause, again later, and after the broadcast's 2 s expiry.
const REFRESH_DELAYS_MS = [300, 1500, 2500];

function refreshAfterStore(refresh: () => void) {
  for (const delay of REFRESH_DELAYS_MS) setTimeout(refresh, delay);
}

export async function requestTranslations(language: TargetLanguage, items: TextToTranslate[], refresh: () => void) {
  const fresh: TextToTranslate[] = [];
  for (const item of items) {
    if (await translationCache.has(language, item.text)) continue;
    // Marked as tried at once, so a re-render while the request runs does not ask again.
    await translationCache.set(language, item.text, null);
    fresh.push(item);
  }
  if (fresh.length === 0) return;
  const entry = queue.get(language) ?? { language, items: [], refresh };
  entry.items.push(...fresh);
  queue.set(language, entry);
  timer ??= setTimeout(flush, 30);
}
