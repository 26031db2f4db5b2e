import "server-only";
import { termsHeldByUnits } from "@/lib/data/knowledge";
import { isHeading } from "@/lib/knowledge/indexing";
import { trimEndWhere } from "@/lib/format";
import { answers, type QueryTerm } from "@/lib/knowledge/query";
import { languageOfConfig } from "@/lib/knowledge/language";
import type { Passage, Retrieval, Source } from "@/lib/knowledge/retrieval";
import { referenceKeys } from "@/lib/scripture/osis";
import { findReferences } from "@/lib/scripture/references";

export const RELEVANT_COVERAGE = 0.4;
const MAX_PASSAGES = 4;
const MAX_SOURCES = 3;
const MAX_QUOTE_CHARS = 480;
const MAX_LINE_UNIT = 400;

export type NumberedSource = Source & { ref: number };

export function relevantPassages(
  retrieval: Pick<Retrieval, "passages" | "presence">,
  minCoverage = RELEVANT_COVERAGE,
): { passages: Passage[]; sources: NumberedSource[] } {
  const [top] = retrieval.passages;
  if (!top) return { passages: [], sources: [] };
  const rival = retrieval.passages.find((passage) => passage.source.url !== top.source.url);
  const margin = rival && rival.score > 0 ? top.score / rival.score : Infinity;
  if (minCoverage > 0 && !answers(top, retrieval.presence, minCoverage, margin)) return { passages: [], sources: [] };
  const chosen: Passage[] = [];
  const sources: NumberedSource[] = [];
  const relevant = retrieval.passages.filter(
    (passage) =>
      minCoverage === 0 || passage.matchedKey || (passage.coverage >= minCoverage && passage.score >= top.score * 0.5),
  );
  const add = (passage: Passage) => {
    if (!sources.some((s) => s.url === passage.source.url))
      sources.push({ ...passage.source, ref: sources.length + 1 });
    chosen.push(passage);
  };
  for (const passage of relevant) {
    if (chosen.length === MAX_PASSAGES) break;
    if (sources.length === MAX_SOURCES && !sources.some((s) => s.url === passage.source.url)) continue;
    add(passage);
  }
  // Also the best passage of up to three more sources: one document's neighbouring passages must not hide the others.
  const ranked = retrieval.passages.filter((passage) => passage.matchedKey || passage.score >= top.score * 0.5);
  for (const passage of ranked) {
    if (sources.length === MAX_SOURCES) break;
    if (!sources.some((s) => s.url === passage.source.url)) add(passage);
  }
  return { passages: chosen, sources };
}

export function splitSentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap(
      (line) =>
        line
          .replace(/\s+/g, " ")
          .match(/(?:[^.!?]|[.!?](?!["'”’)\]]*(?:\s+[\p{Lu}"“‘(\d]|$)))+(?:[.!?]+["'”’)\]]*|$)/gu) ?? [],
    )
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 1);
}

export function quoteUnits(text: string): string[] {
  return text
    .split(/\n+/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .flatMap((line) => (line.length <= MAX_LINE_UNIT ? [line] : splitSentences(line)))
    .filter((unit) => /[\p{L}\p{N}]/u.test(unit));
}

export function cleanQuote(text: string): string {
  const cleaned = text
    .replace(/[¶§]/g, " ")
    .replace(/\s+/g, " ")
    .replace(/^[^\p{L}\p{N}]+(?=[\p{L}\p{N}])/u, "")
    .trim();
  return trimEndWhere(cleaned, (character) => /[\s“‘«"'(\[]/u.test(character));
}

export type QuoteWindow = { from: number; to: number };

function bestUnit(scores: readonly number[]): QuoteWindow | null {
  let best = -1;
  scores.forEach((score, i) => {
    if (score > 0 && (best === -1 || score > scores[best])) best = i;
  });
  return best === -1 ? null : { from: best, to: best };
}

// The shortest run of units (within a quote's length) holding the most distinct term weight, each term counted once.
// `held[i]`: unit i's terms (indices into `weights`); `bonus[i]` adds to any window holding unit i (a named verse).
export function densestWindow(
  units: readonly string[],
  held: ReadonlyArray<readonly number[]>,
  weights: readonly number[],
  bonus: readonly number[] = [],
): (QuoteWindow & { weight: number }) | null {
  let best: (QuoteWindow & { weight: number; chars: number; repeated: number }) | null = null;
  for (let from = 0; from < units.length; from++) {
    const terms = new Set<number>();
    let chars = -1;
    let repeated = 0;
    let extra = 0;
    for (let to = from; to < units.length; to++) {
      chars += units[to].length + 1;
      if (to > from && chars > MAX_QUOTE_CHARS) break;
      for (const term of held[to] ?? []) {
        terms.add(term);
        repeated += weights[term] ?? 0;
      }
      extra += bonus[to] ?? 0;
      const weight = [...terms].reduce((sum, term) => sum + (weights[term] ?? 0), 0) + extra;
      if (weight <= 0) continue;
      const better =
        !best ||
        weight > best.weight + 1e-9 ||
        (Math.abs(weight - best.weight) <= 1e-9 &&
          (chars < best.chars || (chars === best.chars && repeated > best.repeated)));
      if (better) best = { from, to, weight, chars, repeated };
    }
  }
  return best && { from: best.from, to: best.to, weight: best.weight };
}

export function pickQuote(
  units: string[],
  scores: number[],
  window: QuoteWindow | null = bestUnit(scores),
): string | null {
  if (!window) return null;
  let { from, to } = window;
  // A heading names the topic; the text under it answers: a heading is never quoted alone.
  while (from < units.length - 1 && isHeading(units[from])) from++;
  to = Math.max(to, from);
  const length = () => units.slice(from, to + 1).join(" ").length;
  for (let grew = true; grew;) {
    grew = false;
    if (to + 1 < units.length && length() + units[to + 1].length < MAX_QUOTE_CHARS) {
      to++;
      grew = true;
    }
    if (
      from > 0 &&
      length() + units[from - 1].length < MAX_QUOTE_CHARS &&
      (scores[from - 1] > 0 || to - from < 1 || isHeading(units[from - 1]))
    ) {
      from--;
      grew = true;
    }
  }
  let quote = cleanQuote(units.slice(from, to + 1).join(" "));
  if (quote.length > MAX_QUOTE_CHARS) quote = `${quote.slice(0, MAX_QUOTE_CHARS).replace(/\s+\S*$/, "")}…`;
  return quote;
}

function mayReferTo(numbers: number[], number: number): boolean {
  if (number === 1 || numbers.includes(number)) return true;
  return numbers.some((low) => low < number) && numbers.some((high) => high > number);
}

const BOOK_NAME_REACH = 40;

export function referenceZones(text: string): string {
  const zones: [number, number][] = [];
  for (const match of text.matchAll(/\d+(?:[\s.:,;–—-]*\d+)*(?:\s?(?:ff|f|a|b)\b)?/gu)) {
    const reach = Math.max(0, match.index - BOOK_NAME_REACH);
    // From the start of a word: a cut word never reads as a book.
    const start = reach === 0 ? 0 : text.indexOf(" ", reach) + 1 || match.index;
    const end = match.index + match[0].length;
    const last = zones.at(-1);
    if (last && Math.min(start, match.index) <= last[1]) last[1] = end;
    else zones.push([Math.min(start, match.index), end]);
  }
  return zones.map(([start, end]) => text.slice(start, end)).join("\n\n");
}

const NAMED_TEXT_LIMIT = 4_000;

export function namedUnits(
  units: string[],
  passage: Pick<Passage, "language" | "matchedKey">,
  asked: ReadonlySet<string>,
): boolean[] {
  const named = units.map(() => false);
  if (asked.size === 0 || !passage.matchedKey) return named;
  const keys = [...asked].map((key) => key.split(".").slice(1).map(Number));
  let text = "";
  const starts: { unit: number; at: number }[] = [];
  units.forEach((unit, index) => {
    // The parser's cost grows with its text (tens of microseconds a character), and this runs per answer.
    if (text.length > NAMED_TEXT_LIMIT) return;
    const numbers = (unit.match(/\d+/g) ?? []).map(Number);
    if (!keys.some((key) => key.every((number) => mayReferTo(numbers, number)))) return;
    starts.push({ unit: index, at: text.length });
    // A mark between units: the parser would join "John 14:5" and "John 14:6" into one range.
    text += `${referenceZones(unit)}\n\n¶\n\n`;
  });
  if (starts.length === 0) return named;
  for (const reference of findReferences(text, [languageOfConfig(passage.language), "en"])) {
    if (!referenceKeys(reference.osis).some((key) => asked.has(key))) continue;
    named[starts.findLast((start) => start.at <= reference.start)!.unit] = true;
  }
  return named;
}

export async function extractiveAnswer(input: {
  intro: string;
  passages: Passage[];
  sources: NumberedSource[];
  terms: QueryTerm[];
  weights: number[];
}): Promise<string> {
  const perPassage = input.passages.map((passage) => quoteUnits(passage.content));
  const weighted = input.terms
    .map((term, i) => ({ query: term.query, weight: input.weights[i] ?? 0 }))
    .filter((term) => term.query && term.weight > 0);
  const held = await termsHeldByUnits(
    perPassage.flatMap((units, index) => units.map((text) => ({ text, config: input.passages[index].language }))),
    weighted.map((term) => term.query),
  );
  const weights = weighted.map((term) => term.weight);
  const scores = held.map((terms) => terms.reduce((sum, term) => sum + weights[term], 0));
  const asked = new Set(input.terms.flatMap((term) => term.refs));
  const topScore = Math.max(0, ...scores);
  let offset = 0;
  const windows = input.passages.map((passage, index) => {
    const units = perPassage[index];
    const named = namedUnits(units, passage, asked).map((isNamed) => (isNamed ? topScore + 1 : 0));
    const own = scores.slice(offset, offset + units.length).map((score, i) => score + named[i]);
    const window = densestWindow(units, held.slice(offset, offset + units.length), weights, named);
    offset += units.length;
    return { units, own, window };
  });
  const topWindow = Math.max(0, ...windows.map(({ window }) => window?.weight ?? 0));
  const quotes: string[] = [];
  input.passages.forEach((passage, index) => {
    const { units, own, window } = windows[index];
    if ((window?.weight ?? 0) < topWindow * 0.5 && index > 0) return;
    const quote =
      pickQuote(units, own, window) ??
      (index === 0
        ? pickQuote(
            units,
            units.map((_, i) => (i === 0 ? 1 : 0)),
          )
        : null);
    if (!quote) return;
    const ref = input.sources.find((source) => source.url === passage.source.url)?.ref ?? 1;
    if (!quotes.some((q) => q.includes(quote))) quotes.push(`“${quote}” [${ref}]`);
  });
  return [input.intro, ...quotes].join("\n\n");
}
