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
      for (const entry of parser(language).parse(text).osis_and_indices()) {
        const [start, end] = entry.indices;
        if (!entry.osis || found.some((other) => start < other.end && other.start < end)) continue;
        const raw = text.slice(start, end);
        // A chapter number needs a book before it: bare numbers are not references.
        if (!/\d/.test(raw) || !/\p{L}/u.test(raw)) continue;
        const lead = raw.length - raw.trimStart().length;
        const trail = raw.length - raw.trimEnd().length;
        found.push({ osis: entry.osis, start: start + lead, end: end - trail, text: raw.trim() });
      }
    }
    return found.sort((a, b) => a.start - b.start);
  };
}
