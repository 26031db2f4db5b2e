import * as de from "bible-passage-reference-parser/esm/lang/de.js";
import * as en from "bible-passage-reference-parser/esm/lang/en.js";
import * as es from "bible-passage-reference-parser/esm/lang/es.js";
import * as fr from "bible-passage-reference-parser/esm/lang/fr.js";
import * as it from "bible-passage-reference-parser/esm/lang/it.js";
import * as pt from "bible-passage-reference-parser/esm/lang/pt.js";
import { createReferenceFinder } from "@/lib/scripture/finder";
import { referenceKeys } from "@/lib/scripture/osis";

export const findReferences = createReferenceFinder({ en, es, fr, de, it, pt });

export function questionReferences(text: string, languages: readonly string[]): { text: string; keys: string[] }[] {
  const seen = new Set<string>();
  return findReferences(text, languages).flatMap((reference) => {
    if (seen.has(reference.osis)) return [];
    seen.add(reference.osis);
    const keys = referenceKeys(reference.osis);
    const verses = keys.filter((key) => key.split(".").length === 3);
    return [{ text: reference.text, keys: verses.length > 0 ? verses : keys }];
  });
}

export const passageReferenceKeys = (text: string, languages: readonly string[]) => [
  ...new Set(findReferences(text, languages).flatMap((reference) => referenceKeys(reference.osis))),
];
