import { bcv_parser } from "bible-passage-reference-parser/esm/bcv_parser.js";

// docs/decisions/008: the server loads all six languages (./references.ts), the browser only the visitor's (./client.ts).

type LanguageData = ConstructorParameters<typeof bcv_parser>[0];

export type FoundReference = { osis: string; start: number; end: number; text: string };
export type ReferenceFinder = (text: string, languages?: readonly string[]) => FoundReference[];

// The first language wins where two read the same span.
export function createReferenceFinder(data: Record<string, LanguageData>): ReferenceFinder {
  const parsers = new Map<string, bcv_parser>();
  const parser = (language: string) => {
    let found = parsers.get(language);
    if (!found) {
      found = new bcv_parser(data[language]);
      // A book named alone ("John said…") is a name, not a reference.
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
    // Kept in text order; they never overlap, so their ends are in order too and one search finds a clash.
    const found: FoundReference[] = [];
    for (const language of new Set(languages.filter((language) => language in data))) {
      for (const window of windowsAroundNumbers(text)) {
        // The parser backtracks on each unclosed "(" (720 characters: 353 ms; 8,000 overflowed): spaces keep indices.
        const part = text.slice(window.start, window.end).replace(/[()]/g, " ");
        for (const entry of parser(language).parse(part).osis_and_indices()) {
          const start = window.start + entry.indices[0];
          const end = window.start + entry.indices[1];
          const at = firstEndingAfter(found, start);
          if (!entry.osis || (at < found.length && found[at].start < end)) continue;
          const read = part.slice(entry.indices[0], entry.indices[1]);
          // A chapter number needs a book before it: bare numbers are not references.
          if (!/\d/.test(read) || !/\p{L}/u.test(read)) continue;
          const lead = read.length - read.trimStart().length;
          const trail = read.length - read.trimEnd().length;
          found.splice(at, 0, {
            osis: entry.osis,
            start: start + lead,
            end: end - trail,
            text: text.slice(start + lead, end - trail),
          });
        }
      }
    }
    return found;
  };
}

// At most `characters` around numbers over all calls, then none: 150 popovers held a page 10–19 s (review 9, H1).
export function withParseBudget(find: ReferenceFinder, characters: number): ReferenceFinder {
  let left = characters;
  return (text, languages) => {
    if (left <= 0) return [];
    let end = text.length;
    for (const window of windowsAroundNumbers(text)) {
      const size = window.end - window.start;
      if (size > left) {
        end = window.start;
        left = 0;
        break;
      }
      left -= size;
    }
    return find(end === text.length ? text : text.slice(0, end), languages);
  };
}

function firstEndingAfter(found: FoundReference[], position: number): number {
  let low = 0;
  let high = found.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (found[middle].end <= position) low = middle + 1;
    else high = middle;
  }
  return low;
}

const BEFORE_NUMBER = 80;
const AFTER_NUMBER = 24;
const WORD_REACH = 32;
// Nearby numbers share a window up to this length; longer runs are split, so the superlinear parser stays linear.
const MAX_WINDOW = 400;

// The parser reads only windows around numbers: prose with no number costs nothing to index.
export function windowsAroundNumbers(text: string): { start: number; end: number }[] {
  const windows: { start: number; end: number }[] = [];
  for (const number of text.matchAll(/\d+/g)) {
    const end = wordEdge(text, Math.min(text.length, number.index + number[0].length + AFTER_NUMBER), 1);
    const last = windows.at(-1);
    if (last && number.index - BEFORE_NUMBER <= last.end && end - last.start <= MAX_WINDOW)
      last.end = Math.max(last.end, end);
    else windows.push({ start: wordEdge(text, Math.max(0, number.index - BEFORE_NUMBER), -1), end });
  }
  return windows;
}

// At most a word's length, so a text with no spaces stays linear.
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
