import type { ReferenceFinder } from "@/lib/scripture/finder";

// English and the visitor's language only, so the book viewer does not carry fifty languages of book names.

const LOADERS: Record<string, () => Promise<object>> = {
  en: () => import("bible-passage-reference-parser/esm/lang/en.js"),
  es: () => import("bible-passage-reference-parser/esm/lang/es.js"),
  fr: () => import("bible-passage-reference-parser/esm/lang/fr.js"),
  de: () => import("bible-passage-reference-parser/esm/lang/de.js"),
  it: () => import("bible-passage-reference-parser/esm/lang/it.js"),
  pt: () => import("bible-passage-reference-parser/esm/lang/pt.js"),
};

const finders = new Map<string, Promise<ReferenceFinder>>();

export function loadReferenceFinder(language: string): Promise<ReferenceFinder> {
  const languages = [...new Set([language, "en"])].filter((code) => code in LOADERS);
  const key = languages.join(",");
  let finder = finders.get(key);
  if (!finder) {
    finder = Promise.all([import("@/lib/scripture/finder"), ...languages.map((code) => LOADERS[code]())]).then(
      ([{ createReferenceFinder }, ...data]) =>
        createReferenceFinder(
          Object.fromEntries(
            languages.map((code, i) => [code, data[i] as Parameters<typeof createReferenceFinder>[0][string]]),
          ),
        ),
    );
    finders.set(key, finder);
  }
  return finder;
}
