import { BIBLE_REFERENCE } from "@/lib/book/references";

// How a visitor's question becomes a full-text query (docs/decisions/008). Pure functions: the
// stemming itself is Postgres' (to_tsvector 'english'), done by lib/data/knowledge.ts.
//
// A question is phrased differently from the passage that answers it, so passages are found by
// ANY of the question's terms (OR) and ranked by how much of the question they cover, each term
// weighted by its rarity (idf). Scripture references and names are key terms: they count double
// and match exactly (a reference as a phrase, "John 3:16" never matches "John 3:17").

/** Stemmed words that say how something is asked, not what: they would match almost anything. */
export const QUESTION_WORDS = new Set([
  "mean", "tell", "explain", "pleas", "describ", "know", "say", "said", "want", "like", "talk", "think", "help",
  "understand", "question", "anyth", "someth", "thing", "kind", "way", "exact", "realli", "also", "us", "one",
]);

/**
 * Words that answer for each other in questions about the teachings, as the visitor and the
 * writer may choose either. Kept small: each group must be safe to treat as one term.
 */
export const SYNONYM_GROUPS: string[][] = [
  ["child", "children"],
  ["man", "men"],
  ["woman", "women"],
  ["person", "people"],
  ["born", "birth"],
  ["deed", "works"],
  ["save", "salvation", "saviour", "savior"],
  ["sin", "sinner", "sinful"],
  ["pray", "prayer"],
  ["believe", "belief", "faith"],
  ["die", "death", "dead", "died"],
  ["create", "creation", "creature"],
  ["forgive", "forgiveness", "pardon"],
  ["grace", "favour", "favor"],
  ["jesus", "christ"],
  ["heir", "inherit", "inheritance"],
  ["adopt", "adoption", "adopted"],
  ["rise", "risen", "resurrection"],
  ["holy", "sacred"],
  ["scripture", "bible"],
];

/** Weight multiplier of key terms (references and names). */
export const KEY_TERM_BOOST = 2;

/**
 * Candidate budget: the OR query is narrowed (rarest terms only, then pairs of terms) until its
 * estimated matches stay under this many passages, so ranking never reads tens of thousands of rows.
 */
export const CANDIDATE_BUDGET = 1000;
/** Hard cap on candidates read, whatever the estimates said. */
export const CANDIDATE_CAP = 2000;

export type QueryTerm = {
  /** The tsquery of this term: one lexeme, alternatives ('a' | 'b'), or a phrase. */
  query: string;
  lexemes: string[];
  key: boolean;
  /** Estimated passages containing it; null when unknown (no statistics yet). */
  estimatedDf: number | null;
};

export type SearchStats = {
  rows: number;
  /** Fraction of passages holding each common lexeme (Postgres' most-common-elements statistics). */
  frequencies: Map<string, number>;
  /** Lexemes not in `frequencies` are rarer than this fraction; null when there are no statistics. */
  rareBelow: number | null;
};

/** A lexeme as a tsquery operand: quoted, with quotes and backslashes escaped. */
export function tsqueryLiteral(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

/** Scripture references in the question, and capitalised words that are not the first of a sentence. */
export function findKeyPhrases(question: string): { references: string[]; names: string[] } {
  const references = [...question.matchAll(BIBLE_REFERENCE)].map((match) => match[0]);
  const withoutReferences = question.replace(BIBLE_REFERENCE, " . ");
  const names: string[] = [];
  const words = withoutReferences.match(/[\p{L}\p{N}'’-]+|[.!?;:]/gu) ?? [];
  let sentenceStart = true;
  for (const word of words) {
    if (/^[.!?;:]$/.test(word)) {
      sentenceStart = true;
      continue;
    }
    if (!sentenceStart && /^\p{Lu}/u.test(word) && word !== "I") names.push(word);
    sentenceStart = false;
  }
  return { references, names };
}

/** Maps each stem to the stems of its synonym group (stemmed groups come from Postgres). */
export function synonymIndex(stemmedGroups: string[][]): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const group of stemmedGroups) {
    const unique = [...new Set(group)];
    for (const stem of unique) index.set(stem, unique);
  }
  return index;
}

export function estimateDf(lexemes: string[], stats: SearchStats): number | null {
  if (stats.rareBelow === null) return null;
  let total = 0;
  for (const lexeme of lexemes) total += (stats.frequencies.get(lexeme) ?? stats.rareBelow / 2) * stats.rows;
  return Math.min(total, stats.rows);
}

/** The question's terms: stems minus question words, synonyms merged, names and references marked. */
export function buildTerms(
  analysis: { lexemes: string[]; nameLexemes: string[]; referenceQueries: string[] },
  synonyms: Map<string, string[]>,
  stats: SearchStats,
): QueryTerm[] {
  const names = new Set(analysis.nameLexemes);
  const terms: QueryTerm[] = [];
  const seen = new Set<string>();
  for (const lexeme of analysis.lexemes) {
    if (seen.has(lexeme) || (QUESTION_WORDS.has(lexeme) && !names.has(lexeme))) continue;
    const lexemes = synonyms.get(lexeme) ?? [lexeme];
    lexemes.forEach((l) => seen.add(l));
    const query = lexemes.length === 1 ? tsqueryLiteral(lexemes[0]) : `(${lexemes.map(tsqueryLiteral).join(" | ")})`;
    terms.push({ query, lexemes, key: names.has(lexeme), estimatedDf: estimateDf(lexemes, stats) });
  }
  for (const query of new Set(analysis.referenceQueries)) {
    if (query) terms.push({ query: `(${query})`, lexemes: [], key: true, estimatedDf: stats.rareBelow === null ? null : 1 });
  }
  return terms;
}

/**
 * The tsquery that selects candidates. Rarest terms first while the estimated matches fit the
 * budget; when even the rarest term is too common, pairs of terms (both must match), rarest first.
 * Returns which terms it contains: their document frequency among candidates is then exact.
 */
export function planCandidates(terms: QueryTerm[], stats: SearchStats, budget = CANDIDATE_BUDGET): { query: string; exactDf: boolean[] } {
  if (terms.length === 0) return { query: "", exactDf: [] };
  const order = terms.map((term, index) => ({ term, index, df: term.estimatedDf ?? 0 })).sort((a, b) => a.df - b.df);
  const exactDf = terms.map(() => false);
  if (order[0].df <= budget || order.length === 1) {
    const chosen: string[] = [];
    let total = 0;
    for (const { term, index, df } of order) {
      if (chosen.length > 0 && total + df > budget) break;
      chosen.push(term.query);
      exactDf[index] = true;
      total += df;
    }
    return { query: chosen.join(" | "), exactDf };
  }
  const pairs: { query: string; df: number }[] = [];
  for (let i = 0; i < order.length; i++) {
    for (let j = i + 1; j < order.length; j++) {
      pairs.push({ query: `(${order[i].term.query} & ${order[j].term.query})`, df: (order[i].df * order[j].df) / Math.max(stats.rows, 1) });
    }
  }
  pairs.sort((a, b) => a.df - b.df);
  const chosen: string[] = [];
  let total = 0;
  for (const pair of pairs) {
    if (chosen.length > 0 && total + pair.df > budget) break;
    chosen.push(pair.query);
    total += pair.df;
  }
  return { query: chosen.join(" | "), exactDf };
}

/** Reciprocal rank fusion of ranked id lists (Cormack et al.): robust to their different scales. */
export function fuseRankings(rankings: number[][], k = 60): { id: number; score: number }[] {
  const scores = new Map<number, number>();
  for (const ranking of rankings) {
    ranking.forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + 1 / (k + rank + 1)));
  }
  return [...scores.entries()].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score || a.id - b.id);
}
