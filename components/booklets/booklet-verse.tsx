"use client";

import { useEffect, useState } from "react";
import { lookUpVerse, VerseView, type Verse } from "@/components/book/verse-view";

// Loaded only when a reader first opens a reference, so the verse code stays off the first load.
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
