"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { requestTranslations, type TextToTranslate } from "@/components/translation/translation-store";
import type { TargetLanguage } from "@/lib/i18n/config";

/**
 * Rendered by a server component whose content has texts with no stored translation yet (only
 * when a provider is configured). It asks for them once; when they come back the page is
 * re-rendered by the server, which now has them stored. Renders nothing itself.
 */
export function ContentTranslator({ language, texts }: { language: TargetLanguage; texts: TextToTranslate[] }) {
  const router = useRouter();
  useEffect(() => {
    void requestTranslations(language, texts, router.refresh);
  }, [language, texts, router]);
  return null;
}
