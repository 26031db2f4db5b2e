import { referenceKey } from "@/lib/book/references";

export const BUNDLED_VERSE_IMAGE_KEYS = ["john316", "2corinthians517"] as const;

export const verseImagePath = (key: string) => `/assets/images/verses/${key}.webp`;

export const bundledVerseImage = (reference: string) => {
  const key = referenceKey(reference);
  return (BUNDLED_VERSE_IMAGE_KEYS as readonly string[]).includes(key) ? verseImagePath(key) : null;
};
