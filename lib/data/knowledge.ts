import "server-only";
import { db, pgPool } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  CANDIDATE_CAP,
  neighbourPhrases,
  vectorToBytes,
  type AnalyzedWord,
  type ChunkOwner,
  type PreparedChunks,
  type TranslatedChunks,
  type QueryTerm,
  type SearchStats,
} from "@/lib/contracts/knowledge";

// The knowledge base's storage (docs/decisions/008 and 013): every statement on KnowledgeChunk
// and the thesaurus. Passages arrive prepared (split, analysed, embedded) by lib/knowledge; this
// module never calls an AI provider. The search runs on the shared pg pool rather than Prisma: it
// is the chatbot's hot path and one round trip matters. Its statements are named (prepared once
// per connection): parsing and planning the search took ~2.5 ms of its ~7.

type Tx = Prisma.TransactionClient;

export type ChunkSource = "document" | "flipbook_page" | "booklet_page" | "teaching";

/** A passage with what is needed to name and link its source. */
export type ChunkRow = {
  id: number;
  content: string;
  source: ChunkSource;
  documentId: number | null;
  documentTitle: string | null;
  bookPageNumber: number | null;
  bookPageTitle: string | null;
  bookletId: number | null;
  bookletTitle: string | null;
  bookletPosition: number | null;
  bookletPageTitle: string | null;
  teachingTitle: string | null;
  teachingSlug: string | null;
};

/**
 * A passage found by full text: its score, the idf it matched, the idf it and its neighbours
 * matched, and which terms it holds (1-based).
 */
export type ScoredChunk = ChunkRow & {
  ordinal: number;
  language: string;
  score: number;
  matched: number;
  windowMatched: number;
  /** How many of the question's terms the passage or its neighbours hold. */
  windowTerms: number;
  matchedTerms: number[];
};

const CHUNK_COLUMNS = `
  k.id, k.content, k.source::text AS source,
  d.id AS "documentId", d.title AS "documentTitle",
  f."pageNumber" AS "bookPageNumber", f.title AS "bookPageTitle",
  b.id AS "bookletId", b.title AS "bookletTitle", bp.position AS "bookletPosition", bp.title AS "bookletPageTitle",
  t.title AS "teachingTitle", t.slug AS "teachingSlug"`;

const CHUNK_JOINS = `
  LEFT JOIN "Document" d ON d.id = k."documentId"
  LEFT JOIN "FlipbookPage" f ON f.id = k."flipbookPageId"
  LEFT JOIN "BookletPage" bp ON bp.id = k."bookletPageId"
  LEFT JOIN "Booklet" b ON b.id = bp."bookletId"
  LEFT JOIN "Teaching" t ON t.id = k."teachingId"`;

/**
 * Each question word analysed by Postgres: a stop word in any of `stopConfigs`, or its stems
 * (accents removed) in those configurations and in every passage configuration.
 */
export async function analyzeWords(words: string[], stopConfigs: string[], configs: string[]): Promise<AnalyzedWord[]> {
  if (words.length === 0) return [];
  // Stop word lists are accented ("était", "qué"): a word is checked as written and unaccented.
  const { rows } = await pgPool().query<AnalyzedWord>({
    name: "knowledge-analyze-words",
    text: `SELECT w.word,
       EXISTS (SELECT 1 FROM unnest($2::text[]) AS s(cfg)
               WHERE numnode(plainto_tsquery(s.cfg::regconfig, w.word)) = 0 OR numnode(plainto_tsquery(s.cfg::regconfig, kb_unaccent(w.word))) = 0) AS stop,
       ARRAY(SELECT DISTINCT l FROM unnest($3::text[]) AS c(cfg), unnest(to_tsvector(c.cfg::regconfig, kb_unaccent(w.word))) AS v(l, p, wt)) AS lexemes,
       ARRAY(SELECT lexeme FROM unnest(to_tsvector('english', kb_unaccent(w.word)))) AS "englishLexemes"
     FROM unnest($1::text[]) WITH ORDINALITY AS w(word, i) ORDER BY w.i`,
    values: [words, stopConfigs, [...new Set([...stopConfigs, ...configs])]],
  });
  return rows;
}

/** Each group's stems in every configuration (thesaurus groups; a word may have none: stop words). */
export async function stemWordGroups(groups: string[][], configs: string[]): Promise<string[][]> {
  if (groups.length === 0) return [];
  const { rows } = await pgPool().query<{ stems: string[] }>(
    `SELECT ARRAY(SELECT DISTINCT l FROM unnest($2::text[]) AS c(cfg), unnest(to_tsvector(c.cfg::regconfig, kb_unaccent(g))) AS v(l, p, wt)) AS stems
     FROM unnest($1::text[]) WITH ORDINALITY AS t(g, i) ORDER BY i`,
    [groups.map((group) => group.join(" , ")), configs],
  );
  return rows.map((row) => row.stems);
}

/**
 * Row count and lexeme frequencies from Postgres' own statistics of the searchVector column
 * (ANALYZE keeps them; autovacuum refreshes them as passages change), with the average passage
 * length and the languages present. Cheap: catalog reads and one pass over two small columns.
 */
export async function readSearchStats(): Promise<SearchStats> {
  const [{ rows }, { rows: shape }] = await Promise.all([
    pgPool().query<{ reltuples: number; elems: string[] | null; freqs: number[] | null }>(
      `SELECT c.reltuples::float8 AS reltuples, s.most_common_elems::text::text[] AS elems, s.most_common_elem_freqs::float8[] AS freqs
       FROM pg_class c
       LEFT JOIN pg_stats s ON s.schemaname = current_schema() AND s.tablename = 'KnowledgeChunk' AND s.attname = 'searchVector'
       WHERE c.oid = '"KnowledgeChunk"'::regclass`,
    ),
    pgPool().query<{ n: number; avg: number | null; configs: string[] }>(
      `SELECT count(*)::int AS n, avg(tokens)::float8 AS avg, ARRAY(SELECT DISTINCT language FROM "KnowledgeChunk") AS configs FROM "KnowledgeChunk"`,
    ),
  ]);
  const row = rows[0];
  const frequencies = new Map<string, number>();
  const base = {
    avgTokens: Math.max(shape[0].avg ?? 1, 1),
    configs: shape[0].configs.length > 0 ? shape[0].configs : ["english"],
  };
  // Never analysed: a new (small) table, so the exact count keeps idf honest.
  if (!row?.elems || !row.freqs || row.reltuples <= 0)
    return { rows: shape[0].n, frequencies, rareBelow: null, ...base };
  row.elems.forEach((elem, i) => frequencies.set(elem, row.freqs![i]));
  // After the per-lexeme frequencies Postgres stores their minimum and maximum.
  return { rows: shape[0].n, frequencies, rareBelow: row.freqs[row.elems.length] ?? null, ...base };
}

/** Every lexeme the passages hold (for spelling tolerance against the corpus's own words). */
export async function readVocabulary(): Promise<string[]> {
  const { rows } = await pgPool().query<{ word: string }>(
    `SELECT word FROM ts_stat('SELECT "searchVector" FROM "KnowledgeChunk"') WHERE length(word) >= 4`,
  );
  return rows.map((row) => row.word);
}

/** Refreshes the statistics after a bulk change (seed, benchmark); autovacuum does it otherwise. */
export async function analyzeKnowledge(): Promise<void> {
  await pgPool().query(`ANALYZE "KnowledgeChunk"`);
}

export type SearchResult = { hits: ScoredChunk[]; termDf: number[] };

type SearchInput = {
  terms: QueryTerm[];
  exactDf: boolean[];
  candidateQuery: string;
  stats: SearchStats;
  keyBoost: number;
  k1: number;
  b: number;
  limit: number;
  /** Only passages of this document. */
  documentId?: number | null;
};

/** The question's terms: estimated document frequency, whether to count it exactly, key boost ($1–$4). */
const TERMS_SQL = `terms AS MATERIALIZED (
       SELECT t.i, t.est, t.exact, CASE WHEN t.key THEN $4::float8 ELSE 1 END AS boost
       FROM unnest($1::float8[], $2::bool[], $3::bool[]) WITH ORDINALITY AS t(est, exact, key, i)
     )`;

/** Each term's lexemes and reference keys, by term number ($5–$7). */
const LEXEMES_SQL = `lex AS MATERIALIZED (SELECT * FROM unnest($5::int[], $6::text[], $7::bool[]) AS l(i, value, ref))`;

/** The passages that match the candidate query or a reference key, within a document if given ($8–$10). */
const CANDIDATES_SQL = `-- Each tsvector is read (detoasted) once, here, and cut down to the question's lexemes: marked
     -- with weight A, then filtered to A. Term frequencies and phrases need those lexemes only.
     cand AS MATERIALIZED (
       SELECT k.id, ts_filter(setweight(k."searchVector", 'A', (SELECT array_agg(value) FROM lex WHERE NOT ref)), '{a}') AS sv, k.refs, greatest(k.tokens, 1)::float8 AS len, k.ordinal,
              k.source::text || ':' || coalesce(k."documentId", k."flipbookPageId", k."bookletPageId", k."teachingId") || ':' || coalesce(k."translationLanguage", '') AS owner
       FROM "KnowledgeChunk" k
       WHERE k.id IN (
         -- The passages holding a named reference are always candidates: the cap on word matches
         -- (a common word can match thousands) must never drop the verse the visitor named.
         SELECT r.id FROM "KnowledgeChunk" r WHERE cardinality($9::text[]) > 0 AND r.refs && $9::text[] AND ($10::int IS NULL OR r."documentId" = $10::int)
         UNION
         (SELECT w.id FROM "KnowledgeChunk" w WHERE $8::text <> '' AND w."searchVector" @@ $8::tsquery AND ($10::int IS NULL OR w."documentId" = $10::int) LIMIT ${CANDIDATE_CAP})
       )
     )`;

/** How often each candidate holds each term. */
const TERM_FREQUENCIES_SQL = `-- Term frequencies: each tsvector is read once, its lexemes joined to the question's.
     tf AS MATERIALIZED (
       SELECT c.id, l.i, sum(coalesce(array_length(u.positions, 1), 1))::float8 AS tf, min(c.len) AS len
       FROM cand c CROSS JOIN LATERAL unnest(c.sv) AS u JOIN lex l ON NOT l.ref AND l.value = u.lexeme
       GROUP BY c.id, l.i
       UNION ALL
       SELECT c.id, l.i, count(*)::float8, min(c.len) FROM cand c JOIN lex l ON l.ref AND l.value = ANY(c.refs) GROUP BY c.id, l.i
     )`;

/** Each term's document frequency: exact among the candidates, or the estimate. */
const DOCUMENT_FREQUENCIES_SQL = `df AS MATERIALIZED (
       SELECT t.i, t.boost, CASE WHEN t.exact OR t.est IS NULL THEN (SELECT count(DISTINCT tf.id) FROM tf WHERE tf.i = t.i) ELSE t.est END::float8 AS df
       FROM terms t
     )`;

/** Each term's idf weight, with the key boost ($11: the corpus size). */
const IDF_SQL = `idf AS MATERIALIZED (SELECT d.i, d.df, d.boost * ln(1 + greatest($11::float8 - d.df + 0.5, 0.5) / (d.df + 0.5)) AS w FROM df d)`;

/** The idf sum of the terms the corpus holds. */
const PRESENT_SQL = `-- The idf of the question's terms the corpus holds: a passage's coverage is its share of it.
     present AS MATERIALIZED (SELECT greatest(coalesce(sum(w) FILTER (WHERE df > 0), 0), 1e-9) AS w FROM idf)`;

/** The best passages by BM25 times matched idf, three times as many as asked for ($12–$15: k1, b, average length, limit). */
const BM25_SQL = `bm25 AS (
       SELECT tf.id, sum(d.w * (tf.tf * ($12::float8 + 1)) / (tf.tf + $12::float8 * (1 - $13::float8 + $13::float8 * tf.len / $14::float8))) AS score,
              sum(d.w) AS matched,
              array_agg(tf.i ORDER BY tf.i) AS terms
       FROM (SELECT id, i, sum(tf) AS tf, min(len) AS len FROM tf GROUP BY id, i) tf JOIN idf d USING (i)
       GROUP BY tf.id ORDER BY sum(d.w * (tf.tf * ($12::float8 + 1)) / (tf.tf + $12::float8 * (1 - $13::float8 + $13::float8 * tf.len / $14::float8))) * sum(d.w) DESC, tf.id
       LIMIT $15 * 3
     )`;

/** The idf a passage and its neighbouring passages match. */
const WINDOWED_SQL = `-- Neighbouring question words that stand together in the passage ("first day", "tower of
     -- Babel") add half their weight: the best BM25 passages only, so few tsvectors are re-read.
     -- A verse's neighbours are its context: "the tower" two verses before "Babel" is the same story.
     -- The window's coverage is the idf share of the terms the passage or the two before or after hold.
     -- Set-based (one hash join of the candidates by owner), not a subquery over every candidate per passage.
     window_terms AS (
       SELECT DISTINCT b.id, t.i
       FROM bm25 b JOIN cand c ON c.id = b.id
       JOIN cand n ON n.owner = c.owner AND n.ordinal BETWEEN c.ordinal - 2 AND c.ordinal + 2
       JOIN tf t ON t.id = n.id
     ),
     windowed AS (
       SELECT b.id, coalesce(sum(d.w), 0) AS wmatched, count(wt.i)::int AS wterms
       FROM bm25 b LEFT JOIN window_terms wt ON wt.id = b.id LEFT JOIN idf d ON d.i = wt.i
       GROUP BY b.id
     )`;

/** The final score, with neighbouring-word phrases ($15–$18) and coverage; the best `limit`. */
const SCORED_SQL = `-- The score is scaled by coverage (Lucene's coordination factor), the passage's and its
     -- window's: a passage holding three of the question's four terms beats one holding a rare word twice.
     scored AS (
       SELECT b.id, b.matched, w.wmatched, w.wterms, b.terms,
              ((b.matched + w.wmatched) / (2 * (SELECT w FROM present))) * (b.score + coalesce((SELECT sum(0.5 * (wa.w + wb.w)) FROM unnest($16::text[], $17::int[], $18::int[]) AS p(q, a, z)
                                  JOIN idf wa ON wa.i = p.a JOIN idf wb ON wb.i = p.z
                                  WHERE p.a = ANY(b.terms) AND p.z = ANY(b.terms) AND c.sv @@ p.q::tsquery), 0)) AS score
       FROM bm25 b JOIN cand c ON c.id = b.id JOIN windowed w ON w.id = b.id
       ORDER BY score DESC, b.id LIMIT $15
     )`;

/** The passages with their sources, scores and matched terms, and every term's document frequency. */
const SEARCH_RESULT_SQL = `SELECT ${CHUNK_COLUMNS}, k.ordinal, k.language, s.score::float8 AS score, s.matched::float8 AS matched, s.wmatched::float8 AS "windowMatched", s.wterms AS "windowTerms", s.terms AS "matchedTerms",
            ARRAY(SELECT df FROM df ORDER BY i) AS "termDf"
     FROM scored s JOIN "KnowledgeChunk" k ON k.id = s.id ${CHUNK_JOINS}
     ORDER BY s.score DESC, s.id`;

/** The search statement: each phase a named common table expression, then the result. */
const SEARCH_PHASES = [
  TERMS_SQL,
  LEXEMES_SQL,
  CANDIDATES_SQL,
  TERM_FREQUENCIES_SQL,
  DOCUMENT_FREQUENCIES_SQL,
  IDF_SQL,
  PRESENT_SQL,
  BM25_SQL,
  WINDOWED_SQL,
  SCORED_SQL,
];
const SEARCH_SQL = `WITH ${SEARCH_PHASES.join(",\n     ")}
     ${SEARCH_RESULT_SQL}`;

/** Every term's lexemes and reference keys as three parallel arrays, by 1-based term number. */
function lexiconOf(terms: QueryTerm[]) {
  const lexTerm: number[] = [];
  const lexValue: string[] = [];
  const lexRef: boolean[] = [];
  terms.forEach((term, index) => {
    const add = (value: string, ref: boolean) => {
      lexTerm.push(index + 1);
      lexValue.push(value);
      lexRef.push(ref);
    };
    term.lexemes.forEach((lexeme) => add(lexeme, false));
    term.refs.forEach((key) => add(key, true));
  });
  return [lexTerm, lexValue, lexRef] as const;
}

/** SEARCH_SQL's parameters, $1 to $18 in order. */
function searchParameters(input: SearchInput, refKeys: string[]): unknown[] {
  const phrases = neighbourPhrases(input.terms);
  return [
    input.terms.map((term) => term.estimatedDf),
    input.exactDf,
    input.terms.map((term) => term.key),
    input.keyBoost,
    ...lexiconOf(input.terms),
    input.candidateQuery,
    refKeys,
    input.documentId ?? null,
    input.stats.rows,
    input.k1,
    input.b,
    input.stats.avgTokens,
    input.limit,
    phrases.map((phrase) => phrase.query),
    phrases.map((phrase) => phrase.a),
    phrases.map((phrase) => phrase.b),
  ];
}

/**
 * One round trip: candidates by `candidateQuery` (and by the question's reference keys), each
 * term's document frequency (exact among candidates where `exactDf`, else the estimate), and the
 * best `limit` passages by BM25. Returns each term's document frequency too (0: not in the corpus).
 */
export async function searchChunks(input: SearchInput): Promise<SearchResult> {
  const refKeys = [...new Set(input.terms.flatMap((term) => term.refs))];
  if ((!input.candidateQuery && refKeys.length === 0) || input.terms.length === 0)
    return { hits: [], termDf: input.terms.map(() => 0) };
  const { rows } = await pgPool().query<ScoredChunk & { termDf: number[] }>({
    name: "knowledge-search",
    text: SEARCH_SQL,
    values: searchParameters(input, refKeys),
  });
  if (rows.length === 0) return { hits: [], termDf: input.terms.map(() => 0) };
  return { hits: rows.map(({ termDf: _termDf, ...hit }) => hit), termDf: rows[0].termDf.map(Number) };
}

export async function getChunks(ids: number[]): Promise<ChunkRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await pgPool().query<ChunkRow>(
    `SELECT ${CHUNK_COLUMNS} FROM "KnowledgeChunk" k ${CHUNK_JOINS} WHERE k.id = ANY($1::int[])`,
    [ids],
  );
  return rows;
}

/** The opening passages of a document, in reading order. */
export async function firstChunksOfDocument(documentId: number, count: number): Promise<ChunkRow[]> {
  const { rows } = await pgPool().query<ChunkRow>(
    `SELECT ${CHUNK_COLUMNS} FROM "KnowledgeChunk" k ${CHUNK_JOINS} WHERE k."documentId" = $1 ORDER BY k.ordinal LIMIT $2`,
    [documentId, count],
  );
  return rows;
}

/** How much of each sentence's text matches the weighted terms (for extractive answers). */
export async function scoreSentences(
  sentences: { text: string; config: string }[],
  terms: { query: string; weight: number }[],
): Promise<number[]> {
  if (sentences.length === 0 || terms.length === 0) return sentences.map(() => 0);
  const { rows } = await pgPool().query<{ score: number }>({
    name: "knowledge-score-sentences",
    text: `SELECT (SELECT coalesce(sum(t.w), 0) FROM unnest($3::text[], $4::float8[]) AS t(q, w)
             WHERE t.q <> '' AND to_tsvector(s.cfg::regconfig, kb_unaccent(s.text)) @@ t.q::tsquery)::float8 AS score
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS s(text, cfg, i) ORDER BY s.i`,
    values: [
      sentences.map((s) => s.text),
      sentences.map((s) => s.config),
      terms.map((term) => term.query),
      terms.map((term) => term.weight),
    ],
  });
  return rows.map((row) => row.score);
}

/** The staff thesaurus: groups of words that answer for each other. */
export async function listThesaurus(): Promise<{ id: number; terms: string[]; updatedAt: Date }[]> {
  return db.thesaurusEntry.findMany({ orderBy: { id: "asc" }, select: { id: true, terms: true, updatedAt: true } });
}

export async function createThesaurusEntry(terms: string[]) {
  return db.thesaurusEntry.create({ data: { terms }, select: { id: true, terms: true, updatedAt: true } });
}

export async function updateThesaurusEntry(id: number, terms: string[]) {
  const { count } = await db.thesaurusEntry.updateMany({ where: { id }, data: { terms } });
  return count === 0
    ? null
    : db.thesaurusEntry.findUnique({ where: { id }, select: { id: true, terms: true, updatedAt: true } });
}

export async function deleteThesaurusEntry(id: number): Promise<boolean> {
  const { count } = await db.thesaurusEntry.deleteMany({ where: { id } });
  return count > 0;
}

/** Vectors stored after `afterId`, in id order (the in-memory vector index syncs with this). */
export async function readEmbeddingsAfter(
  afterId: number,
  limit: number,
): Promise<{ id: number; embedding: Buffer }[]> {
  const { rows } = await pgPool().query<{ id: number; embedding: Buffer }>(
    `SELECT id, embedding FROM "KnowledgeChunk" WHERE id > $1 AND embedding IS NOT NULL ORDER BY id LIMIT $2`,
    [afterId, limit],
  );
  return rows;
}

function ownerColumns(owner: ChunkOwner) {
  return {
    documentId: owner.source === "document" ? owner.documentId : null,
    flipbookPageId: owner.source === "flipbook_page" ? owner.flipbookPageId : null,
    bookletPageId: owner.source === "booklet_page" ? owner.bookletPageId : null,
    teachingId: owner.source === "teaching" ? owner.teachingId : null,
  };
}

/** Deletes the owner's passages, its translations' too (deleting the owner row also removes them, by cascade). */
export async function removeChunks(tx: Tx, owner: ChunkOwner): Promise<void> {
  const { documentId, flipbookPageId, bookletPageId, teachingId } = ownerColumns(owner);
  await tx.$executeRaw`
    DELETE FROM "KnowledgeChunk"
    WHERE source = ${owner.source}::"KnowledgeSource"
      AND "documentId" IS NOT DISTINCT FROM ${documentId}::int
      AND "flipbookPageId" IS NOT DISTINCT FROM ${flipbookPageId}::int
      AND "bookletPageId" IS NOT DISTINCT FROM ${bookletPageId}::int
      AND "teachingId" IS NOT DISTINCT FROM ${teachingId}::int`;
}

// Passages per INSERT: the server's thread serialises one statement's parameters at a time, so a
// 45 MB document's tens of thousands of passages never hold it for more than a few milliseconds.
const PASSAGES_PER_STATEMENT = 500;

/**
 * Replaces the owner's passages with the prepared ones (none when the text was empty), and its
 * translations' with the prepared translations, a few hundred per statement, so a 100-page PDF is
 * indexed in a single round trip. Returns the number of the owner's own passages.
 */
export async function replaceChunks(tx: Tx, owner: ChunkOwner, prepared: PreparedChunks): Promise<number> {
  await removeChunks(tx, owner);
  await insertChunks(tx, owner, prepared, null);
  for (const translation of prepared.translations ?? [])
    await insertChunks(tx, owner, translation.prepared, translation.translationLanguage);
  return prepared.chunks.length;
}

/**
 * Replaces the passages of a page's translation into one language: with the prepared ones, or none
 * when the translation is gone. Its own transaction (a translation is written on its own).
 */
export async function replaceTranslatedChunks(
  owner: ChunkOwner,
  translationLanguage: string,
  translation: TranslatedChunks | null,
): Promise<void> {
  const { documentId, flipbookPageId, bookletPageId, teachingId } = ownerColumns(owner);
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`
      DELETE FROM "KnowledgeChunk"
      WHERE source = ${owner.source}::"KnowledgeSource"
        AND "documentId" IS NOT DISTINCT FROM ${documentId}::int
        AND "flipbookPageId" IS NOT DISTINCT FROM ${flipbookPageId}::int
        AND "bookletPageId" IS NOT DISTINCT FROM ${bookletPageId}::int
        AND "teachingId" IS NOT DISTINCT FROM ${teachingId}::int
        AND "translationLanguage" = ${translationLanguage}`;
    if (translation) await insertChunks(tx, owner, translation.prepared, translationLanguage);
  });
}

async function insertChunks(
  tx: Tx,
  owner: ChunkOwner,
  prepared: PreparedChunks,
  translationLanguage: string | null,
): Promise<void> {
  const { chunks, embeddings, config, refs, tokens } = prepared;
  const { documentId, flipbookPageId, bookletPageId, teachingId } = ownerColumns(owner);
  for (let start = 0; start < chunks.length; start += PASSAGES_PER_STATEMENT) {
    const end = Math.min(chunks.length, start + PASSAGES_PER_STATEMENT);
    // bytea[] through unnest: one hex literal per passage (NULL when there is no vector).
    const vectors = chunks
      .slice(start, end)
      .map((_, i) =>
        embeddings?.[start + i] ? `\\x${Buffer.from(vectorToBytes(embeddings[start + i])).toString("hex")}` : null,
      );
    // A jagged text[][] cannot go through unnest: each passage's keys travel as one space-joined string.
    const refKeys = refs.slice(start, end).map((keys) => keys.join(" "));
    await tx.$executeRaw`
      INSERT INTO "KnowledgeChunk" (source, "documentId", "flipbookPageId", "bookletPageId", "teachingId", "translationLanguage", ordinal, content, language, refs, tokens, "searchVector", embedding)
      SELECT ${owner.source}::"KnowledgeSource", ${documentId}::int, ${flipbookPageId}::int, ${bookletPageId}::int, ${teachingId}::int, ${translationLanguage}::text,
             c.ordinal - 1 + ${start}::int, c.content, ${config}, coalesce(string_to_array(nullif(c.refs, ''), ' '), '{}'), c.tokens,
             to_tsvector(${config}::regconfig, kb_unaccent(c.content)), c.embedding::bytea
      FROM unnest(${chunks.slice(start, end)}::text[], ${vectors}::text[], ${refKeys}::text[], ${tokens.slice(start, end)}::int[]) WITH ORDINALITY AS c(content, embedding, refs, tokens, ordinal)`;
  }
}

/** Stores an owner's prepared passages in a transaction of their own (backfills). */
export async function storeChunks(owner: ChunkOwner, prepared: PreparedChunks): Promise<number> {
  return db.$transaction((tx) => replaceChunks(tx, owner, prepared));
}

/** Passages stored without a vector after `afterId`, in id order (the embeddings backfill). */
export async function chunksWithoutEmbedding(
  afterId: number,
  limit: number,
): Promise<{ id: number; content: string }[]> {
  const { rows } = await pgPool().query<{ id: number; content: string }>(
    `SELECT id, content FROM "KnowledgeChunk" WHERE embedding IS NULL AND id > $1 ORDER BY id LIMIT $2`,
    [afterId, limit],
  );
  return rows;
}

/** Stores vectors for passages that had none. */
export async function storeEmbeddings(ids: number[], vectors: Float32Array[]): Promise<void> {
  await pgPool().query(
    `UPDATE "KnowledgeChunk" k SET embedding = v.e FROM unnest($1::int[], $2::bytea[]) AS v(id, e) WHERE k.id = v.id`,
    [ids, vectors.map((vector) => Buffer.from(vectorToBytes(vector)))],
  );
}

type PageText = { owner: ChunkOwner; title: string; content: string };
type PageRow = { id: number; title: string; content: string };

const pageTexts = (bookPages: PageRow[], bookletPages: PageRow[]): PageText[] => [
  ...bookPages.map((page) => ({
    owner: { source: "flipbook_page" as const, flipbookPageId: page.id },
    title: page.title,
    content: page.content,
  })),
  ...bookletPages.map((page) => ({
    owner: { source: "booklet_page" as const, bookletPageId: page.id },
    title: page.title,
    content: page.content,
  })),
];

const pageColumns = { id: true, title: true, content: true } as const;

/** Book pages and booklet pages with text but no passages (seeded, or saved before indexing existed). */
export async function pagesWithoutPassages(): Promise<PageText[]> {
  const [bookPages, bookletPages] = await Promise.all([
    db.flipbookPage.findMany({ where: { chunks: { none: {} } }, select: pageColumns }),
    db.bookletPage.findMany({
      where: { chunks: { none: {} }, booklet: { publishedAt: { not: null } } },
      select: pageColumns,
    }),
  ]);
  return pageTexts(bookPages, bookletPages);
}

/** Teachings on the site without passages (published before teachings were indexed). */
export async function teachingsWithoutPassages(): Promise<
  { id: number; title: string; summary: string; notes: string }[]
> {
  return db.teaching.findMany({
    where: { publishedAt: { not: null }, chunks: { none: {} } },
    select: { id: true, title: true, summary: true, notes: true },
  });
}

/**
 * The pages on the site (book pages, pages of published booklets) whose text or title is one of
 * `texts`: the pages a stored translation of those texts belongs to. Drafts are not pages yet.
 */
export async function livePagesWithText(texts: string[]): Promise<PageText[]> {
  if (texts.length === 0) return [];
  const holding = { OR: [{ content: { in: texts } }, { title: { in: texts } }] };
  const [bookPages, bookletPages] = await Promise.all([
    db.flipbookPage.findMany({ where: holding, select: pageColumns }),
    db.bookletPage.findMany({ where: { ...holding, booklet: { publishedAt: { not: null } } }, select: pageColumns }),
  ]);
  return pageTexts(bookPages, bookletPages);
}

/**
 * Page texts with a stored translation whose passages are missing (translations stored before
 * translations were searched), by language: one row per text and language.
 */
export async function pageTranslationsWithoutPassages(): Promise<{ language: string; content: string }[]> {
  const { rows } = await pgPool().query<{ language: string; content: string }>(
    `SELECT DISTINCT t.language, p.content
     FROM (SELECT f.content, f.id AS "flipbookPageId", NULL::int AS "bookletPageId" FROM "FlipbookPage" f
           UNION ALL
           SELECT bp.content, NULL, bp.id FROM "BookletPage" bp JOIN "Booklet" b ON b.id = bp."bookletId" WHERE b."publishedAt" IS NOT NULL) p
     JOIN "Translation" t ON t."sourceHash" = encode(sha256(convert_to(p.content, 'UTF8')), 'hex')
     WHERE NOT EXISTS (SELECT 1 FROM "KnowledgeChunk" k
                       WHERE k."translationLanguage" = t.language
                         AND (k."flipbookPageId" = p."flipbookPageId" OR k."bookletPageId" = p."bookletPageId"))`,
  );
  return rows;
}
