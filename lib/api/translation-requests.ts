import "server-only";
import type { NextRequest } from "next/server";
import { clientIp } from "@/lib/api/client-ip";
import { consumeRateLimit } from "@/lib/rate-limit";
import { translationProvider } from "@/lib/translation/provider";
import { siteTextsAmong } from "@/lib/translation/site-content";

// Only the site's own texts are machine translated and stored: a visitor cannot spend the provider on text of their own.
export async function limitTranslationRequest(req: NextRequest, texts: string[]) {
  const ip = clientIp(req);
  await consumeRateLimit("translatePerIp", ip);
  const characters = texts.reduce((sum, text) => sum + text.length, 0);
  await consumeRateLimit("translateCharsPerIp", ip, Math.max(1, Math.ceil(characters / 1000)));
  const siteTexts = await siteTextsAmong(texts);
  return {
    mayTranslate: (text: string) => siteTexts.has(text),
    message: (complete: boolean) => {
      if (complete) return "Translated";
      if (!translationProvider()) return "Translation is not available";
      return texts.every((text) => siteTexts.has(text))
        ? "Translation failed; the original text is kept"
        : "Only the site's own content is translated; the original text is kept";
    },
  };
}
