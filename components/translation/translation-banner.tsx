"use client";

import { useTranslating } from "@/components/translation/translation-store";
import { cn } from "@/lib/utils";

/** requirements §4: "Translating content to {language}..." while a translation request runs. */
export function TranslationBanner({ text, className }: { text: string; className?: string }) {
  const translating = useTranslating();
  return (
    <div role="status" aria-live="polite" className={cn(!translating && "sr-only", className)}>
      {translating && (
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent" />
          {text}
        </span>
      )}
    </div>
  );
}
