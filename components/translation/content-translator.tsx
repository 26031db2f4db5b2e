"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { requestTranslations, type TextToTranslate } from "@/components/translation/translation-store";
import type { TargetLanguage } from "@/lib/i18n/config";

// Asks once; the server re-renders the page from the stored translations when they come back.
export function ContentTranslator({ language, texts }: { language: TargetLanguage; texts: TextToTranslate[] }) {
  const router = useRouter();
  useEffect(() => {
    void requestTranslations(language, texts, router.refresh);
  }, [language, texts, router]);
  return null;
}
