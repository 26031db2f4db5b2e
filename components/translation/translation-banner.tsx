"use client";

import { useTranslating } from "@/components/translation/translation-store";

// Plain class joining, not cn(): tailwind-merge would add ~9 KB gzip to every public first load (decision 017).
// requirements §4.
export function TranslationBanner({ text, className }: { text: string; className?: string }) {
  const translating = useTranslating();
  return (
    <div role="status" aria-live="polite" className={translating ? className : `sr-only ${className ?? ""}`}>
      {translating && (
        <span className="inline-flex items-center gap-2">
          <span
            aria-hidden="true"
            className="size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent"
          />
          {text}
        </span>
      )}
    </div>
  );
}
