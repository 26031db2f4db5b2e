import { bcv_parser } from "bible-passage-reference-parser/esm/bcv_parser.js";
import * as de from "bible-passage-reference-parser/esm/lang/de.js";
import * as en from "bible-passage-reference-parser/esm/lang/en.js";
import * as es from "bible-passage-reference-parser/esm/lang/es.js";
import * as fr from "bible-passage-reference-parser/esm/lang/fr.js";
import * as it from "bible-passage-reference-parser/esm/lang/it.js";
import * as pt from "bible-passage-reference-parser/esm/lang/pt.js";

// Scripture references in any of the site's six languages (docs/decisions/008), through the
// maintained bible-passage-reference-parser: "Jn 3:16", "John 3:16" and "Juan 3:16" are all the
// OSIS reference "John.3.16". The chatbot indexes passages by these keys and the book's popovers
// turn them into buttons.

const LANGUAGE_DATA = { en, es, fr, de, it, pt } as const;
export type ReferenceLanguage = keyof typeof LANGUAGE_DATA;
export const REFERENCE_LANGUAGES = Object.keys(LANGUAGE_DATA) as ReferenceLanguage[];

const parsers = new Map<ReferenceLanguage, bcv_parser>();

function parser(language: ReferenceLanguage): bcv_parser {
  let found = parsers.get(language);
  if (!found) {
    found = new bcv_parser(LANGUAGE_DATA[language]);
    // A book named alone ("John said…") is a name, not a reference; "Jn 3:16-18" stays one range.
    found.set_options({ book_alone_strategy: "ignore", book_sequence_strategy: "ignore", osis_compaction_strategy: "bcv", invalid_passage_strategy: "ignore" });
    parsers.set(language, found);
  }
  return found;
}

export const isReferenceLanguage = (language: string): language is ReferenceLanguage => language in LANGUAGE_DATA;

export type FoundReference = { osis: string; start: number; end: number; text: string };

/**
 * The references in `text`, read with each language's book names (the first language wins where
 * two read the same span), in text order, without overlaps.
 */
export function findReferences(text: string, languages: readonly string[] = ["en"]): FoundReference[] {
  const found: FoundReference[] = [];
  for (const language of new Set(languages.filter(isReferenceLanguage))) {
    for (const entry of parser(language).parse(text).osis_and_indices()) {
      const [start, end] = entry.indices;
      if (!entry.osis || found.some((other) => start < other.end && other.start < end)) continue;
      // "Job 3" inside a sentence is a reference; a bare chapter number on its own is not.
      const raw = text.slice(start, end);
      if (!/\d/.test(raw) || !/\p{L}/u.test(raw)) continue;
      found.push({ osis: entry.osis, start, end, text: raw.trim() });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

const MAX_VERSES_PER_RANGE = 200;

/**
 * Index keys of an OSIS reference: every chapter it touches ("John.3") and every verse of a
 * range within one chapter ("John.3.16", "John.3.17"). A reference to a whole chapter is its
 * chapter key, so "Psalm 23" finds every verse of it.
 */
export function referenceKeys(osis: string): string[] {
  const keys = new Set<string>();
  for (const part of osis.split(",")) {
    const [from, to = from] = part.split("-");
    const [book, chapter, verse] = from.split(".");
    const [toBook, toChapter = chapter, toVerse = verse] = to.split(".");
    if (!book || !chapter || book !== toBook) continue;
    const first = Number(chapter);
    const last = Number(toChapter);
    for (let c = first; c <= Math.min(last, first + 150); c++) keys.add(`${book}.${c}`);
    if (verse && first === last) {
      for (let v = Number(verse); v <= Math.min(Number(toVerse), Number(verse) + MAX_VERSES_PER_RANGE); v++) keys.add(`${book}.${chapter}.${v}`);
    } else if (verse) {
      keys.add(`${book}.${chapter}.${verse}`);
    }
  }
  return [...keys];
}

/**
 * The references a question asks about, each as the keys any of which answers it: its verses,
 * or its chapters when it names whole chapters ("Psalm 23" is parsed as its six verses).
 */
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

/** Every key of the references a passage holds (what the passage is indexed by). */
export const passageReferenceKeys = (text: string, languages: readonly string[]) => [...new Set(findReferences(text, languages).flatMap((reference) => referenceKeys(reference.osis)))];

const ENGLISH_BOOKS: Record<string, string> = {
  Gen: "Genesis", Exod: "Exodus", Lev: "Leviticus", Num: "Numbers", Deut: "Deuteronomy", Josh: "Joshua", Judg: "Judges", Ruth: "Ruth",
  "1Sam": "1 Samuel", "2Sam": "2 Samuel", "1Kgs": "1 Kings", "2Kgs": "2 Kings", "1Chr": "1 Chronicles", "2Chr": "2 Chronicles", Ezra: "Ezra",
  Neh: "Nehemiah", Esth: "Esther", Job: "Job", Ps: "Psalm", Prov: "Proverbs", Eccl: "Ecclesiastes", Song: "Song of Solomon", Isa: "Isaiah",
  Jer: "Jeremiah", Lam: "Lamentations", Ezek: "Ezekiel", Dan: "Daniel", Hos: "Hosea", Joel: "Joel", Amos: "Amos", Obad: "Obadiah",
  Jonah: "Jonah", Mic: "Micah", Nah: "Nahum", Hab: "Habakkuk", Zeph: "Zephaniah", Hag: "Haggai", Zech: "Zechariah", Mal: "Malachi",
  Matt: "Matthew", Mark: "Mark", Luke: "Luke", John: "John", Acts: "Acts", Rom: "Romans", "1Cor": "1 Corinthians", "2Cor": "2 Corinthians",
  Gal: "Galatians", Eph: "Ephesians", Phil: "Philippians", Col: "Colossians", "1Thess": "1 Thessalonians", "2Thess": "2 Thessalonians",
  "1Tim": "1 Timothy", "2Tim": "2 Timothy", Titus: "Titus", Phlm: "Philemon", Heb: "Hebrews", Jas: "James", "1Pet": "1 Peter", "2Pet": "2 Peter",
  "1John": "1 John", "2John": "2 John", "3John": "3 John", Jude: "Jude", Rev: "Revelation",
};

/**
 * The English form of an OSIS reference ("John.3.16-John.3.18" → "John 3:16-18"): the form the
 * verse images are keyed by (spec §7), whatever language the reference was written in.
 */
export function englishReference(osis: string): string | null {
  const [from, to] = osis.split(",")[0].split("-");
  const [book, chapter, verse] = from.split(".");
  const name = ENGLISH_BOOKS[book];
  if (!name || !chapter) return null;
  let text = verse ? `${name} ${chapter}:${verse}` : `${name} ${chapter}`;
  if (to) {
    const [, toChapter, toVerse] = to.split(".");
    if (verse && toVerse) text += toChapter === chapter ? `-${toVerse}` : `-${toChapter}:${toVerse}`;
    else if (toChapter && toChapter !== chapter) text += `-${toChapter}`;
  }
  return text;
}
