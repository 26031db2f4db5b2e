import "server-only";
import { bookPageHref } from "@/lib/book/constants";
import type { SourceLabel } from "@/lib/contracts/chat";
import {
  firstChunksOfDocument,
  getChunks,
  readSearchStats,
  readVocabulary,
  searchChunks,
  type ChunkRow,
  type SearchResult,
} from "@/lib/data/knowledge";
import { analyzeWords as analyzeWordsInDatabase, stemWordGroups } from "@/lib/data/text-analysis";
import { listThesaurus } from "@/lib/data/thesaurus";
import {
  configOf,
  isSearchLanguage,
  questionLanguage,
  SEARCH_LANGUAGES,
  type SearchLanguage,
} from "@/lib/knowledge/language";
import {
  BM25_B,
  BM25_K1,
  bm25Idf,
  buildTerms,
  estimateDf,
  fuseRankings,
  KEY_TERM_BOOST,
  planCandidates,
  questionWords,
  tsqueryLiteral,
  synonymIndex,
  type QueryTerm,
  type SearchStats,
} from "@/lib/knowledge/query";
import { keptValues } from "@/lib/knowledge/kept-values";
import { MENTION_PREFIX } from "@/lib/knowledge/mentions";
import { englishForms, isKnownEnglishWord, SpellingIndex, spellingAlternatives } from "@/lib/knowledge/word-forms";
import { nearestChunks } from "@/lib/knowledge/vector-index";
import { forgetTitleStems, titleBoosts } from "@/lib/knowledge/title-evidence";
import { rememberedAnalysis } from "@/lib/knowledge/word-analysis";
import { questionReferences } from "@/lib/scripture/references";

/** Where an answer comes from, as the visitor sees it (requirements §7 sources: title and url). */
export type Source = { title: string; url: string; label?: SourceLabel };

export type Passage = {
  chunkId: number;
  content: string;
  source: Source;
  language: string;
  coverage: number;
  matchedTerms: number;
  matchedKey: boolean;
  score: number;
  similarity: number | null;
};

export type Retrieval = {
  passages: Passage[];
  rows: number;
  terms: QueryTerm[];
  presence: { present: number; absent: number };
  weights: number[];
  bestSimilarity: number | null;
};

export const REFERENCE_WEIGHT = 0.5;
const referenceWeight = (row: Pick<ChunkRow, "reference">) => (row.reference ? REFERENCE_WEIGHT : 1);

const STATS_TTL_MS = 60_000;
const FTS_LIMIT = 20;
const VECTOR_LIMIT = 20;

const stats = keptValues(readSearchStats, STATS_TTL_MS);

const thesaurus = keptValues(
  (configs: string) =>
    listThesaurus()
      .then((entries) =>
        stemWordGroups(
          entries.map((entry) => entry.terms),
          configs.split(","),
        ),
      )
      .then(synonymIndex),
  STATS_TTL_MS,
);

const vocabulary = keptValues(
  (rows: number) => readVocabulary().then((words) => ({ rows, index: new SpellingIndex(words) })),
  600_000,
);
let vocabularyRows: number | null = null;

async function corpusVocabulary(rows: number): Promise<SpellingIndex> {
  // One corpus at a time: a new count forgets the old one's lexemes instead of keeping both.
  if (rows !== vocabularyRows) {
    vocabulary.clear();
    vocabularyRows = rows;
  }
  return (await vocabulary.get(rows)).index;
}

const wordAnalysis = rememberedAnalysis(analyzeWordsInDatabase);
const analyzeWords = wordAnalysis.analyzeWords;

const searchStats = () => stats.get("all");
const thesaurusStems = (configs: string[]) => thesaurus.get(configs.join(","));

/** Forgets cached statistics and thesaurus (tests, the benchmark and thesaurus edits change them). */
export function resetRetrievalCaches() {
  stats.clear();
  vocabulary.clear();
  vocabularyRows = null;
  thesaurus.clear();
  wordAnalysis.clear();
  forgetTitleStems();
}

export function sourceOf(row: ChunkRow): Source {
  if (row.source === "flipbook_page" && row.bookPageNumber !== null) {
    return {
      title: `Interactive book, page ${row.bookPageNumber}: ${row.bookPageTitle ?? ""}`.trim(),
      url: bookPageHref(row.bookPageNumber),
      label: { kind: "bookPage", page: row.bookPageNumber, title: row.bookPageTitle ?? "" },
    };
  }
  if (row.source === "booklet_page" && row.bookletId !== null) {
    const page = row.bookletPosition ?? 1;
    return {
      title: `${row.bookletTitle}: ${row.bookletPageTitle ?? `page ${page}`}`,
      url: `/booklets/${row.bookletId}?page=${page}`,
      label: { kind: "bookletPage", booklet: row.bookletTitle ?? "", page, title: row.bookletPageTitle },
    };
  }
  if (row.source === "teaching" && row.teachingSlug !== null) {
    const title = row.teachingTitle ?? "";
    return { title, url: `/teachings/${row.teachingSlug}`, label: { kind: "teaching", title } };
  }
  return {
    title: row.documentTitle ?? "Document",
    url: `/api/documents/${row.documentId}/download`,
    label: { kind: "document", title: row.documentTitle, ...(row.reference ? { reference: true as const } : {}) },
  };
}

export async function questionLexemes(texts: string[], language: SearchLanguage): Promise<string[][]> {
  const words = texts.map(questionWords);
  const analyzed = await analyzeWords(words.flat(), [configOf(language)], [configOf(language)]);
  let next = 0;
  return words.map((list) =>
    analyzed
      .slice(next, (next += list.length))
      .filter((word) => !word.stop)
      .flatMap((word) => word.englishLexemes),
  );
}

export type AnalyzedQuestion = { lexemes: string[]; terms: QueryTerm[]; stats: SearchStats; language: SearchLanguage };

export async function analyzeQuestion(question: string, visitorLanguage?: string | null): Promise<AnalyzedQuestion> {
  const language = questionLanguage(question, visitorLanguage);
  const currentStats = await searchStats();
  const configs = [...new Set([configOf(language), ...currentStats.configs])];
  const languages = [language, ...SEARCH_LANGUAGES.filter((other) => other !== language)];
  const references = /\d/.test(question) ? questionReferences(question, languages) : [];
  let rest = question;
  for (const reference of references) rest = rest.replace(reference.text, " ");
  // A language we guessed may be wrong: English stop words go too.
  const stopConfigs = [...new Set([configOf(language), ...(isSearchLanguage(visitorLanguage) ? [] : ["english"])])];
  const asked = questionWords(rest);
  const variants = asked.map((word) =>
    language === "en" ? [...englishForms(word), ...spellingAlternatives(word)] : [],
  );
  const [analyzed, synonyms] = await Promise.all([
    analyzeWords([...asked, ...variants.flat()], stopConfigs, configs),
    thesaurusStems(configs),
  ]);
  let next = asked.length;
  const words = asked.map((_, i) => {
    const forms = analyzed.slice(next, (next += variants[i].length));
    return { ...analyzed[i], formLexemes: forms.flatMap((form) => form.lexemes) };
  });
  const terms = buildTerms({ words, references }, synonyms, currentStats);
  return {
    lexemes: words.filter((word) => !word.stop).flatMap((word) => word.englishLexemes),
    terms,
    stats: currentStats,
    language,
  };
}

function toPassage(
  row: ChunkRow & {
    language?: string;
    score?: number;
    matched?: number;
    windowMatched?: number;
    windowTerms?: number;
    matchedTerms?: number[];
  },
  present: number,
  similarity: number | null,
  keys: ReadonlySet<number> = new Set(),
): Passage {
  const matched = Math.max(row.matched ?? 0, row.windowMatched ?? 0);
  return {
    chunkId: row.id,
    content: row.content,
    source: sourceOf(row),
    language: row.language ?? "english",
    coverage: present > 0 && matched > 0 ? Math.min(1, matched / present) : 0,
    matchedTerms: Math.max(row.matchedTerms?.length ?? 0, row.windowTerms ?? 0),
    matchedKey: row.matchedTerms?.some((term) => keys.has(term)) ?? false,
    score: (row.score ?? 0) * referenceWeight(row),
    similarity,
  };
}

export async function retrieve(
  question: string | AnalyzedQuestion,
  options: { limit?: number; embedding?: Float32Array | null; documentId?: number | null } = {},
): Promise<Retrieval> {
  const limit = options.limit ?? 5;
  const analyzed = typeof question === "string" ? await analyzeQuestion(question) : question;
  const { terms: asked, stats: currentStats } = analyzed;
  let terms = asked;
  const plan = planCandidates(terms, currentStats);
  const search = (candidates: { query: string; exactDf: boolean[] }) =>
    searchChunks({
      terms,
      exactDf: candidates.exactDf,
      candidateQuery: candidates.query,
      stats: currentStats,
      keyBoost: KEY_TERM_BOOST,
      k1: BM25_K1,
      b: BM25_B,
      limit: Math.max(FTS_LIMIT, limit),
      documentId: options.documentId,
      language: configOf(analyzed.language),
    });
  const [first, vectorHits] = await Promise.all([
    search(plan),
    options.embedding && !options.documentId ? nearestChunks(options.embedding, VECTOR_LIMIT) : Promise.resolve([]),
  ]);
  let text = first;
  const absent = new Set(
    terms.flatMap((term, i) => (term.query && plan.exactDf[i] && text.termDf[i] === 0 ? [i] : [])),
  );
  if (absent.size > 0 && !options.documentId) {
    const corrected = await correctAbsentTerms(terms, absent, currentStats);
    if (corrected.fixed.size > 0) {
      terms = corrected.terms;
      for (const index of corrected.fixed) absent.delete(index);
    }
    if (corrected.fixed.size > 0 || absent.size < terms.length) {
      const again = await search(planCandidates(terms, currentStats, undefined, absent));
      if (again.hits.length > 0) text = again;
      else terms = asked;
    }
  }
  if (text.hits.length === 0 && !options.documentId)
    text = await anyTermSearch(terms, absent, currentStats, search, text);
  const weights = terms.map((term, i) =>
    text.termDf[i] > 0 ? (term.key ? KEY_TERM_BOOST : 1) * bm25Idf(text.termDf[i], currentStats.rows) : 0,
  );
  const presence = {
    present: weights.filter((weight) => weight > 0).length,
    absent: weights.filter((weight, i) => weight === 0 && !terms[i].refs[0]?.startsWith(MENTION_PREFIX)).length,
  };
  const base = { rows: currentStats.rows, terms, presence, weights };
  if (options.documentId && text.hits.length === 0) {
    const opening = await firstChunksOfDocument(options.documentId, 2);
    return { ...base, passages: opening.map((row) => toPassage(row, 0, null)), bestSimilarity: null };
  }

  return { ...base, ...(await fusedPassages(text.hits, vectorHits, terms, weights, currentStats.configs, limit)) };
}

// Too-common words go in pairs; with no pair held ("Judas", "die"), every passage holding the rarest is a candidate.
async function anyTermSearch(
  terms: QueryTerm[],
  absent: ReadonlySet<number>,
  currentStats: SearchStats,
  search: (candidates: { query: string; exactDf: boolean[] }) => Promise<SearchResult>,
  none: SearchResult,
): Promise<SearchResult> {
  const words = terms.filter((term, i) => term.query && !absent.has(i));
  if (words.length < 2) return none;
  const rarest = words.reduce((best, term) => ((term.estimatedDf ?? 0) < (best.estimatedDf ?? 0) ? term : best));
  const { exactDf } = planCandidates(terms, currentStats, undefined, absent);
  const wider = await search({ query: rarest.query, exactDf });
  return wider.hits.length > 0 ? wider : none;
}

async function correctAbsentTerms(
  terms: QueryTerm[],
  absent: ReadonlySet<number>,
  currentStats: SearchStats,
): Promise<{ terms: QueryTerm[]; fixed: Set<number> }> {
  const index = await corpusVocabulary(currentStats.rows);
  const fixed = new Set<number>();
  const corrected = terms.map((term, i) => {
    if (!absent.has(i) || term.key || isKnownEnglishWord(term.text)) return term;
    const lexemes = [...new Set(term.lexemes.flatMap((lexeme) => index.near(lexeme)))];
    if (lexemes.length === 0) return term;
    fixed.add(i);
    const query = lexemes.length === 1 ? tsqueryLiteral(lexemes[0]) : `(${lexemes.map(tsqueryLiteral).join(" | ")})`;
    return { ...term, lexemes, query, estimatedDf: estimateDf(lexemes, currentStats) };
  });
  return { terms: corrected, fixed };
}

async function fusedPassages(
  textHits: SearchResult["hits"],
  vectorHits: { id: number; similarity: number }[],
  terms: QueryTerm[],
  weights: number[],
  configs: string[],
  limit: number,
): Promise<{ passages: Passage[]; bestSimilarity: number | null }> {
  const presentWeight = weights.reduce((sum, weight) => sum + weight, 0);
  const similarity = new Map(vectorHits.map((hit) => [hit.id, hit.similarity]));
  const keyTerms = new Set(terms.flatMap((term, i) => (term.key ? [i + 1] : [])));
  const order =
    vectorHits.length > 0
      ? fuseRankings([textHits.map((hit) => hit.id), vectorHits.map((hit) => hit.id)])
      : textHits.map((hit) => ({ id: hit.id, score: hit.score }));
  const rows = new Map<number, ChunkRow>(textHits.map((hit) => [hit.id, hit]));
  const missing = order
    .slice(0, limit * 2)
    .map((entry) => entry.id)
    .filter((id) => !rows.has(id));
  for (const row of await getChunks(missing)) rows.set(row.id, row);

  const boostOf = await titleBoosts([...rows.values()], terms, weights, configs);
  const ranked = order
    .flatMap(({ id, score }) => {
      const row = rows.get(id);
      if (!row) return [];
      const boost = boostOf(row);
      return [{ row, boost, rank: score * referenceWeight(row) * boost }];
    })
    .sort((a, b) => b.rank - a.rank);
  const passages = ranked.slice(0, limit).map(({ row, boost }) => {
    const passage = toPassage(row, presentWeight, similarity.get(row.id) ?? null, keyTerms);
    return { ...passage, score: passage.score * boost };
  });
  return { passages, bestSimilarity: vectorHits[0]?.similarity ?? null };
}
