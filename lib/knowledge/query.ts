/** Stemmed words that say how something is asked, not what: they would match almost anything. */
export const QUESTION_WORDS = new Set([
  "mean",
  "tell",
  "explain",
  "pleas",
  "describ",
  "know",
  "say",
  "said",
  "want",
  "like",
  "talk",
  "think",
  "help",
  "understand",
  "question",
  "anyth",
  "someth",
  "thing",
  "kind",
  "way",
  "exact",
  "realli",
  "also",
  "us",
  "one",
  "teach",
  "bibl",
  "scriptur",
  "word",
  "doe",
  "happen",
  "occur",
  "dic",
  "dec",
  "diga",
  "ensen",
  "bibli",
  "sobr",
  "cuent",
  "explic",
  "habl",
  "signific",
  "dit",
  "dir",
  "parl",
  "enseign",
  "expliqu",
  "sagt",
  "sag",
  "lehr",
  "erklar",
  "dic",
  "parl",
  "insegn",
  "spieg",
  "diz",
  "diss",
  "ensin",
  "fal",
]);

export const MIN_MARGIN = 1.5;

export const CONFIDENT_TERMS = 3;

export const KEY_TERM_BOOST = 2;

import { MENTION_PREFIX } from "@/lib/knowledge/mentions";
import {
  CANDIDATE_CAP,
  neighbourPhrases,
  type AnalyzedWord,
  type QueryTerm,
  type SearchStats,
} from "@/lib/contracts/knowledge";

export { CANDIDATE_CAP, neighbourPhrases, type AnalyzedWord, type QueryTerm, type SearchStats };

export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

export const CANDIDATE_BUDGET = 500;

export function tsqueryLiteral(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

// Capitals carry no weight; "Christ's" → "christ": a lone "s" is a word to languages without English's stop words.
export function questionWords(text: string): string[] {
  const words = (text.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? []).map((word) =>
    word.toLowerCase().replace(/['’]s$/u, ""),
  );
  return [...new Set(words)].slice(0, 40);
}

/** The most words one word is searched as: staff can put a word in any number of groups. */
export const MAX_SYNONYMS = 48;
const MAX_TERM_LEXEMES = 64;

// Built once a minute on a visitor's request: linear in the groups, never a list copied per group.
export function synonymIndex(stemmedGroups: string[][]): Map<string, string[]> {
  const index = new Map<string, Set<string>>();
  for (const group of stemmedGroups) {
    const unique = new Set(group);
    for (const stem of unique) {
      let synonyms = index.get(stem);
      if (!synonyms) index.set(stem, (synonyms = new Set()));
      for (const other of unique) {
        if (synonyms.size >= MAX_SYNONYMS) break;
        synonyms.add(other);
      }
    }
  }
  return new Map([...index].map(([stem, synonyms]) => [stem, [...synonyms]]));
}

export function estimateDf(lexemes: string[], stats: SearchStats): number | null {
  if (stats.rareBelow === null) return null;
  let total = 0;
  for (const lexeme of lexemes) total += (stats.frequencies.get(lexeme) ?? stats.rareBelow / 2) * stats.rows;
  return Math.min(total, stats.rows);
}

export function buildTerms(
  analysis: { words: AnalyzedWord[]; references: { text: string; keys: string[] }[] },
  synonyms: Map<string, string[]>,
  stats: SearchStats,
): QueryTerm[] {
  const terms: QueryTerm[] = [];
  const seen = new Set<string>();
  for (const { word, stop, lexemes: own, englishLexemes, formLexemes = [] } of analysis.words) {
    if (stop || own.length === 0) continue;
    if (
      englishLexemes.some((lexeme) => QUESTION_WORDS.has(lexeme)) ||
      own.every((lexeme) => QUESTION_WORDS.has(lexeme))
    )
      continue;
    const expanded = [
      ...new Set([...own.flatMap((lexeme) => synonyms.get(lexeme) ?? [lexeme]), ...own, ...formLexemes]),
    ];
    const lexemes =
      expanded.length <= MAX_TERM_LEXEMES ? expanded : [...new Set([...own, ...expanded])].slice(0, MAX_TERM_LEXEMES);
    if (lexemes.every((lexeme) => seen.has(lexeme))) continue;
    lexemes.forEach((lexeme) => seen.add(lexeme));
    const query = lexemes.length === 1 ? tsqueryLiteral(lexemes[0]) : `(${lexemes.map(tsqueryLiteral).join(" | ")})`;
    terms.push({ text: word, query, lexemes, refs: [], key: false, estimatedDf: estimateDf(lexemes, stats) });
  }
  for (const reference of analysis.references) {
    if (reference.keys.length === 0) continue;
    const estimatedDf = stats.rareBelow === null ? null : 1;
    terms.push({ text: reference.text, query: "", lexemes: [], refs: reference.keys, key: true, estimatedDf });
    const mentions = reference.keys.map((key) => `${MENTION_PREFIX}${key}`);
    terms.push({ text: reference.text, query: "", lexemes: [], refs: mentions, key: false, estimatedDf });
  }
  return terms;
}

export function planCandidates(
  terms: QueryTerm[],
  stats: SearchStats,
  budget = CANDIDATE_BUDGET,
  absent: ReadonlySet<number> = new Set(),
): { query: string; exactDf: boolean[] } {
  const exactDf = terms.map((term, index) => term.refs.length > 0 || absent.has(index));
  const order = terms
    .map((term, index) => ({ term, index, df: term.estimatedDf ?? 0 }))
    .filter(({ term, index }) => term.query !== "" && !absent.has(index))
    .sort((a, b) => a.df - b.df);
  const parts: string[] = [];
  let total = 0;
  for (const { term, index, df } of order) {
    const first = parts.length === 0 && (df <= budget || order.length === 1);
    if (!first && total + df > budget / 2) break;
    parts.push(term.query);
    exactDf[index] = true;
    total += df;
  }
  const rest = order.filter(({ index }) => !exactDf[index]);
  const pairs: { query: string; df: number }[] = [];
  for (let i = 0; i < rest.length; i++) {
    for (let j = i + 1; j < rest.length; j++) {
      pairs.push({
        query: `(${rest[i].term.query} & ${rest[j].term.query})`,
        df: (rest[i].df * rest[j].df) / Math.max(stats.rows, 1),
      });
    }
  }
  pairs.sort((a, b) => a.df - b.df);
  for (const pair of pairs) {
    if (parts.length > 0 && total + pair.df > budget) break;
    parts.push(pair.query);
    total += pair.df;
  }
  return { query: parts.join(" | "), exactDf };
}

export const bm25Idf = (df: number, rows: number) => Math.log(1 + Math.max(rows - df + 0.5, 0.5) / (df + 0.5));

// Terms the corpus lacks don't count against coverage: an everyday word old translations never use must not sink it.
export function answers(
  match: { coverage: number; matchedTerms: number; matchedKey?: boolean },
  presence: { present: number; absent: number },
  minCoverage: number,
  margin = Infinity,
): boolean {
  // A verse the visitor named by its reference answers, whatever else the question says.
  if (match.matchedKey) return true;
  if (match.matchedTerms === 0 || presence.present === 0 || match.coverage < minCoverage) return false;
  if (presence.absent === 0) return true;
  if (match.matchedTerms >= CONFIDENT_TERMS && match.matchedTerms > presence.absent) return true;
  return match.matchedTerms >= Math.max(2, presence.absent) && margin >= MIN_MARGIN;
}

export function fuseRankings(rankings: number[][], k = 60): { id: number; score: number }[] {
  const scores = new Map<number, number>();
  for (const ranking of rankings) {
    ranking.forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + 1 / (k + rank + 1)));
  }
  return [...scores.entries()].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score || a.id - b.id);
}
