import { bcv_parser } from "bible-passage-reference-parser/esm/bcv_parser.js";

// Scripture references through the maintained bible-passage-reference-parser (docs/decisions/008):
// "Jn 3:16", "John 3:16" and "Juan 3:16" are all the OSIS reference "John.3.16". This module holds
// no language data: the server loads the six site languages at once (./references.ts), the
// browser loads only the visitor's (./client.ts).

type LanguageData = ConstructorParameters<typeof bcv_parser>[0];

export type FoundReference = { osis: string; start: number; end: number; text: string };
/** Finds references in a text, read with the book names of the languages given (all loaded ones when omitted). */
export type ReferenceFinder = (text: string, languages?: readonly string[]) => FoundReference[];

/** A finder over the given languages' data; the first language wins where two read the same span. */
export function createReferenceFinder(data: Record<string, LanguageData>): ReferenceFinder {
  const parsers = new Map<string, bcv_parser>();
  const parser = (language: string) => {
    let found = parsers.get(language);
    if (!found) {
      found = new bcv_parser(data[language]);
      // A book named alone ("John said…") is a name, not a reference; "Jn 3:16-18" stays one range
      // and each reference of a list ("John 3:16, 1 John 4:8") is its own.
      found.set_options({
        book_alone_strategy: "ignore",
        book_sequence_strategy: "ignore",
        invalid_passage_strategy: "ignore",
        sequence_combination_strategy: "separate",
      });
      parsers.set(language, found);
    }
    return found;
  };
  return (text, languages = Object.keys(data)) => {
    const found: FoundReference[] = [];
    for (const language of new Set(languages.filter((language) => language in data))) {
      for (const window of windowsAroundNumbers(text)) {
        const part = text.slice(window.start, window.end);
        for (const entry of parser(language).parse(part).osis_and_indices()) {
          const start = window.start + entry.indices[0];
          const end = window.start + entry.indices[1];
          if (!entry.osis || found.some((other) => start < other.end && other.start < end)) continue;
          const raw = text.slice(start, end);
          // A chapter number needs a book before it: bare numbers are not references.
          if (!/\d/.test(raw) || !/\p{L}/u.test(raw)) continue;
          const lead = raw.length - raw.trimStart().length;
          const trail = raw.length - raw.trimEnd().length;
          found.push({ osis: entry.osis, start: start + lead, end: end - trail, text: raw.trim() });
        }
      }
    }
    return found.sort((a, b) => a.start - b.start);
  };
}

/** Reach of a window before its first number: longer than any book name with its ordinal ("Primera de…"). */
const BEFORE_NUMBER = 80;
/** Reach after its last number: a verse suffix ("16a", "ff.") or a range's end. */
const AFTER_NUMBER = 24;
/** How far a cut may move to fall between words. */
const WORD_REACH = 32;

/**
 * The parts of a text that can hold a reference: every reference has a number, so the parser (the
 * cost of indexing a long upload) reads only the text around numbers, in windows that start and
 * end between words. Prose with no number costs nothing.
 */
export function windowsAroundNumbers(text: string): { start: number; end: number }[] {
  const windows: { start: number; end: number }[] = [];
  for (const number of text.matchAll(/\d+/g)) {
    const end = wordEdge(text, Math.min(text.length, number.index + number[0].length + AFTER_NUMBER), 1);
    const last = windows.at(-1);
    if (last && number.index - BEFORE_NUMBER <= last.end) last.end = Math.max(last.end, end);
    else windows.push({ start: wordEdge(text, Math.max(0, number.index - BEFORE_NUMBER), -1), end });
  }
  return windows;
}

/** Moves a cut out of the word it falls in, by at most a word's length (a text with no spaces stays linear). */
function wordEdge(text: string, at: number, direction: 1 | -1): number {
  const limit = at + direction * WORD_REACH;
  let edge = at;
  while (
    edge !== limit &&
    edge > 0 &&
    edge < text.length &&
    !isSpace(text.charCodeAt(direction === 1 ? edge : edge - 1))
  )
    edge += direction;
  return edge;
}

const isSpace = (code: number) => code === 32 || (code >= 9 && code <= 13) || code === 160;
