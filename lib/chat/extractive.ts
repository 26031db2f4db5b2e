import "server-only";
import { scoreSentences } from "@/lib/data/knowledge";
import type { QueryTerm } from "@/lib/knowledge/query";
import type { Passage, Source } from "@/lib/knowledge/retrieval";

// The answer without a language model (DESIGN §5): the sentences of the best passages that say
// most about the question, quoted as written, each with the number of its source.

/** Share of the question a passage must cover to count as an answer (see docs/decisions/008). */
export const RELEVANT_COVERAGE = 0.5;
const MAX_PASSAGES = 3;
const MAX_SOURCES = 2;
const MAX_QUOTE_CHARS = 420;

export type NumberedSource = Source & { ref: number };

/** Relevant passages, best first, grouped under at most MAX_SOURCES numbered sources. */
export function relevantPassages(passages: Passage[], minCoverage = RELEVANT_COVERAGE): { passages: Passage[]; sources: NumberedSource[] } {
  const best = passages[0]?.coverage ?? 0;
  if (best < minCoverage) return { passages: [], sources: [] };
  const chosen: Passage[] = [];
  const sources: NumberedSource[] = [];
  for (const passage of passages) {
    if (passage.coverage < Math.max(minCoverage, best * 0.75) || chosen.length === MAX_PASSAGES) continue;
    let source = sources.find((s) => s.url === passage.source.url);
    if (!source) {
      if (sources.length === MAX_SOURCES) continue;
      source = { ...passage.source, ref: sources.length + 1 };
      sources.push(source);
    }
    chosen.push(passage);
  }
  return { passages: chosen, sources };
}

/** Sentences of a passage, keeping "John 3:16." and "e.g." style dots inside them. */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.replace(/\s+/g, " ").match(/(?:[^.!?]|[.!?](?!["'”’)\]]*(?:\s+[\p{Lu}"“‘(\d]|$)))+(?:[.!?]+["'”’)\]]*|$)/gu) ?? [])
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 1);
}

const termWeight = (term: QueryTerm, rows: number) => (term.key ? 2 : 1) * Math.log(1 + Math.max(rows, 1) / Math.max(term.estimatedDf ?? 1, 1));

/**
 * Markdown of the quoted sentences: for each chosen passage its best sentence, and the next one
 * when both are short; sentences that match nothing are left out.
 */
export async function extractiveAnswer(input: { intro: string; passages: Passage[]; sources: NumberedSource[]; terms: QueryTerm[]; rows: number }): Promise<string> {
  const perPassage = input.passages.map((passage) => splitSentences(passage.content));
  const flat = perPassage.flat();
  const weights = input.terms.map((term) => ({ query: term.query, weight: termWeight(term, input.rows) }));
  const scores = await scoreSentences(flat, weights);
  let offset = 0;
  const quotes: string[] = [];
  const topScore = Math.max(0, ...scores);
  input.passages.forEach((passage, index) => {
    const sentences = perPassage[index];
    const own = scores.slice(offset, offset + sentences.length);
    offset += sentences.length;
    let bestIndex = -1;
    own.forEach((score, i) => {
      if (score > 0 && (bestIndex === -1 || score > own[bestIndex])) bestIndex = i;
    });
    if (bestIndex === -1 || own[bestIndex] < topScore * 0.5) return;
    let quote = sentences[bestIndex];
    const next = sentences[bestIndex + 1];
    if (next && quote.length + next.length < MAX_QUOTE_CHARS) quote = `${quote} ${next}`;
    if (quote.length > MAX_QUOTE_CHARS) quote = `${quote.slice(0, MAX_QUOTE_CHARS).replace(/\s+\S*$/, "")}…`;
    const ref = input.sources.find((source) => source.url === passage.source.url)?.ref ?? 1;
    if (!quotes.some((q) => q.includes(quote))) quotes.push(`“${quote}” [${ref}]`);
  });
  if (quotes.length === 0 && input.passages[0]) {
    // The terms matched across sentences: the passage's opening says what it is about.
    const opening = perPassage[0].slice(0, 2).join(" ").slice(0, MAX_QUOTE_CHARS);
    quotes.push(`“${opening}” [${input.sources[0]?.ref ?? 1}]`);
  }
  return [input.intro, ...quotes].join("\n\n");
}
