"use client";

import { useEffect, useState } from "react";
import { lookUpVerse, VerseView, type Verse } from "@/components/book/verse-view";

/**
 * The verse a booklet popover's reference opens: loaded only when a reader first opens one
 * (components/booklets/linked-popover-text.tsx), so the book's verse code stays off the booklet's first load.
 */
export default function BookletVerse({ reference, onBack }: { reference: string; onBack: () => void }) {
  const [verse, setVerse] = useState<Verse>({ reference, status: "loading" });
  useEffect(() => {
    let current = true;
    void lookUpVerse(reference).then((found) => current && setVerse(found));
    return () => {
      current = false;
    };
  }, [reference]);
  return <VerseView verse={verse} onBack={onBack} />;
}
