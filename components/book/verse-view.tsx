"use client";

import { ArrowLeft } from "lucide-react";
import { FallbackImage } from "@/components/book/fallback-image";
import { useT } from "@/components/i18n/i18n-provider";
import { PLACEHOLDER_IMAGE } from "@/lib/book/constants";
import { bookApi } from "@/lib/api/public/book";
import { referenceKey } from "@/lib/book/references";

export type Verse = { reference: string; status: "loading" | "ready" | "missing"; url?: string };

export async function lookUpVerse(reference: string): Promise<Verse> {
  try {
    const data = await bookApi.verseImage(referenceKey(reference));
    return data.success && data.downloadUrl
      ? { reference, status: "ready", url: data.downloadUrl }
      : { reference, status: "missing" };
  } catch {
    return { reference, status: "missing" };
  }
}

export function VerseView({ verse, onBack }: { verse: Verse; onBack: () => void }) {
  const t = useT();
  return (
    <section aria-live="polite" className="space-y-3">
      {verse.status === "loading" && <p>{t("book.popover.verseLoading", { reference: verse.reference })}</p>}
      {verse.status !== "loading" && (
        <>
          <h3 className="font-semibold text-[#92400e]">{verse.reference}</h3>
          <FallbackImage
            src={verse.url ?? PLACEHOLDER_IMAGE}
            alt={t("book.popover.verseImage", { reference: verse.reference })}
            className="w-full rounded-md"
          />
          {verse.status === "missing" && (
            <p className="text-sm text-muted-foreground">
              {t("book.popover.verseMissing", { reference: verse.reference })}
            </p>
          )}
        </>
      )}
      <button
        type="button"
        onClick={onBack}
        className="inline-flex min-h-11 items-center gap-2 rounded-md px-2 font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> {t("book.popover.backToNote")}
      </button>
    </section>
  );
}
