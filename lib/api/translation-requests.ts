import "server-only";
import type { NextRequest } from "next/server";
import { clientIp } from "@/lib/api/client-ip";
import { consumeRateLimit } from "@/lib/rate-limit";
import { translationProvider } from "@/lib/translation/provider";

/** The public translate endpoints count requests and the amount of text, per visitor address. */
export async function limitTranslationRequest(req: NextRequest, texts: string[]) {
  const ip = clientIp(req);
  await consumeRateLimit("translatePerIp", ip);
  const characters = texts.reduce((sum, text) => sum + text.length, 0);
  await consumeRateLimit("translateCharsPerIp", ip, Math.max(1, Math.ceil(characters / 1000)));
}

/** requirements §7's `message` beside `success`. */
export function translationMessage(complete: boolean): string {
  if (complete) return "Translated";
  return translationProvider() ? "Translation failed; the original text is kept" : "Translation is not available";
}
