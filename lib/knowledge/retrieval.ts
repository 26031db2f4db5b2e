import "server-only";
import { bookPageHref } from "@/lib/book/constants";
import { analyzeQuestionText, firstChunksOfDocument, getChunks, readSearchStats, searchChunks, stemWordGroups, type ChunkRow } from "@/lib/data/knowledge";
import {
  buildTerms,
  findKeyPhrases,
  fuseRankings,
  KEY_TERM_BOOST,
  planCandidates,
  synonymIndex,
  SYNONYM_GROUPS,
  type QueryTerm,
  type SearchStats,
} from "@/lib/knowledge/query";
import { nearestChunks } from "@/lib/knowledge/vector-index";

// Retrieval for the chatbot (DESIGN §5, docs/decisions/008): full-text search always, fused with
// vector search when the caller brings the question's embedding.

/** Where an answer comes from, as the visitor sees it (spec §7 sources: title and url). */
export type Source = { title: string; url: string };

export type Passage = {
  chunkId: number;
  content: string;
  source: Source;
  /** Weighted share of the question's terms this passage contains (0 when found by vector only). */
  coverage: number;
  similarity: number | null;
};

export type Retrieval = {
  passages: Passage[];
  /** Passages in the index when the question was asked (for idf weights). */
  rows: number;
  /** The question's weighted terms, for picking the sentences of an extractive answer. */
  terms: QueryTerm[];
  /** Best full-text coverage among the passages (0..1). */
  bestCoverage: number;
  bestSimilarity: number | null;
};

const STATS_TTL_MS = 60_000;
const FTS_LIMIT = 20;
const VECTOR_LIMIT = 20;

let stats: { value: SearchStats; at: number } | null = null;
let synonyms: Promise<Map<string, string[]>> | null = null;

async function searchStats(): Promise<SearchStats> {
  if (!stats || Date.now() - stats.at > STATS_TTL_MS) stats = { value: await readSearchStats(), at: Date.now() };
  return stats.value;
}

function synonymStems(): Promise<Map<string, string[]>> {
  synonyms ??= stemWordGroups(SYNONYM_GROUPS)
    .then(synonymIndex)
    .catch((error) => {
      synonyms = null;
      throw error;
    });
  return synonyms;
}

/** Forgets cached statistics (tests and the benchmark change the table under us). */
export function resetRetrievalCaches() {
  stats = null;
}

export function sourceOf(row: ChunkRow): Source {
  if (row.source === "flipbook_page" && row.bookPageNumber !== null) {
    return { title: `Interactive book, page ${row.bookPageNumber}: ${row.bookPageTitle ?? ""}`.trim(), url: bookPageHref(row.bookPageNumber) };
  }
  if (row.source === "booklet_page" && row.bookletId !== null) {
    const page = row.bookletPosition ?? 1;
    return { title: `${row.bookletTitle}: ${row.bookletPageTitle ?? `page ${page}`}`, url: `/booklets/${row.bookletId}?page=${page}` };
  }
  return { title: row.documentTitle ?? "Document", url: `/api/documents/${row.documentId}/download` };
}

export type AnalyzedQuestion = { lexemes: string[]; terms: QueryTerm[]; stats: SearchStats };

/** The question's stems and weighted terms (also used to match approved answers and score sentences). */
export async function analyzeQuestion(question: string): Promise<AnalyzedQuestion> {
  const { references, names } = findKeyPhrases(question);
  const [analysis, synonymMap, currentStats] = await Promise.all([
    analyzeQuestionText({ text: question, names, references }),
    synonymStems(),
    searchStats(),
  ]);
  return { lexemes: analysis.lexemes, terms: buildTerms(analysis, synonymMap, currentStats), stats: currentStats };
}

/**
 * The passages that best answer the question. `documentId` narrows the search to one document
 * (a staff question tied to it matched), falling back to its opening when no term matches.
 */
export async function retrieve(
  question: string | AnalyzedQuestion,
  options: { limit?: number; embedding?: Float32Array | null; documentId?: number | null } = {},
): Promise<Retrieval> {
  const limit = options.limit ?? 5;
  const { terms, stats: currentStats } = typeof question === "string" ? await analyzeQuestion(question) : question;
  const plan = planCandidates(terms, currentStats);
  const [textHits, vectorHits] = await Promise.all([
    searchChunks({ terms, exactDf: plan.exactDf, candidateQuery: plan.query, rows: currentStats.rows, keyBoost: KEY_TERM_BOOST, limit: FTS_LIMIT, documentId: options.documentId }),
    options.embedding && !options.documentId ? nearestChunks(options.embedding, VECTOR_LIMIT) : Promise.resolve([]),
  ]);
  if (options.documentId && textHits.length === 0) {
    const opening = await firstChunksOfDocument(options.documentId, 2);
    const passages = opening.map((row) => ({ chunkId: row.id, content: row.content, source: sourceOf(row), coverage: 0, similarity: null }));
    return { passages, rows: currentStats.rows, terms, bestCoverage: 0, bestSimilarity: null };
  }

  const bestCoverage = textHits[0]?.coverage ?? 0;
  const similarity = new Map(vectorHits.map((hit) => [hit.id, hit.similarity]));
  const bestSimilarity = vectorHits[0]?.similarity ?? null;

  const order =
    vectorHits.length > 0 ? fuseRankings([textHits.map((hit) => hit.id), vectorHits.map((hit) => hit.id)]).map((entry) => entry.id) : textHits.map((hit) => hit.id);
  const rows = new Map<number, ChunkRow & { coverage?: number }>(textHits.map((hit) => [hit.id, hit]));
  const missing = order.slice(0, limit * 2).filter((id) => !rows.has(id));
  // Vector-only hits need their text; a passage deleted since the index loaded simply drops out.
  for (const row of await getChunks(missing)) rows.set(row.id, row);

  const passages: Passage[] = [];
  for (const id of order) {
    const row = rows.get(id);
    if (!row) continue;
    passages.push({ chunkId: id, content: row.content, source: sourceOf(row), coverage: row.coverage ?? 0, similarity: similarity.get(id) ?? null });
    if (passages.length === limit) break;
  }
  return { passages, rows: currentStats.rows, terms, bestCoverage, bestSimilarity };
}
