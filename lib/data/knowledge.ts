import "server-only";
import { pgPool } from "@/lib/db";
import { CANDIDATE_CAP, neighbourPhrases, type QueryTerm, type SearchStats } from "@/lib/contracts/knowledge";

// On the shared pg pool rather than Prisma, with named statements: the chatbot's hot path (docs/decisions/008, 013).

export type ChunkSource = "document" | "flipbook_page" | "booklet_page" | "teaching";

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
  reference: boolean;
};

export type ScoredChunk = ChunkRow & {
  ordinal: number;
  language: string;
  score: number;
  matched: number;
  windowMatched: number;
  windowTerms: number;
  matchedTerms: number[];
};

const CHUNK_COLUMNS = `
  k.id, k.content, k.source::text AS source,
  d.id AS "documentId", d.title AS "documentTitle", coalesce(cat."isReference", false) AS reference,
  f."pageNumber" AS "bookPageNumber", f.title AS "bookPageTitle",
  b.id AS "bookletId", b.title AS "bookletTitle", bp.position AS "bookletPosition", bp.title AS "bookletPageTitle",
  t.title AS "teachingTitle", t.slug AS "teachingSlug"`;

const CHUNK_JOINS = `
  LEFT JOIN "Document" d ON d.id = k."documentId"
  LEFT JOIN "Category" cat ON cat.id = d."categoryId"
  LEFT JOIN "FlipbookPage" f ON f.id = k."flipbookPageId"
  LEFT JOIN "BookletPage" bp ON bp.id = k."bookletPageId"
  LEFT JOIN "Booklet" b ON b.id = bp."bookletId"
  LEFT JOIN "Teaching" t ON t.id = k."teachingId"`;

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
  return { rows: shape[0].n, frequencies, rareBelow: row.freqs[row.elems.length] ?? null, ...base };
}

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
  documentId?: number | null;
  /** The question's search configuration: passages in another language keep OTHER_LANGUAGE_WEIGHT of their score. */
  language?: string;
};

// A passage in the visitor's language comes before one in another language holding the same words (an English
// "Judas" before a Spanish "Judá" for an English question); with none in that language the order is unchanged.
const OTHER_LANGUAGE_WEIGHT = 0.5;

const TERMS_SQL = `terms AS MATERIALIZED (
       SELECT t.i, t.est, t.exact, CASE WHEN t.key THEN $4::float8 ELSE 1 END AS boost
       FROM unnest($1::float8[], $2::bool[], $3::bool[]) WITH ORDINALITY AS t(est, exact, key, i)
     )`;

const LEXEMES_SQL = `lex AS MATERIALIZED (SELECT * FROM unnest($5::int[], $6::text[], $7::bool[]) AS l(i, value, ref))`;

const CANDIDATE_COLUMNS = `k.id, CASE WHEN $19::text = '' OR k.language = $19::text THEN 1 ELSE $20::float8 END AS lw, ts_filter(setweight(k."searchVector", 'A', (SELECT array_agg(value) FROM lex WHERE NOT ref)), '{a}') AS sv, k.refs, greatest(k.tokens, 1)::float8 AS len, k.ordinal,
              k.source::text || ':' || coalesce(k."documentId", k."flipbookPageId", k."bookletPageId", k."teachingId") || ':' || coalesce(k."translationLanguage", '') AS owner`;

const CANDIDATES_SQL = `-- Each tsvector is read (detoasted) once, here, and cut down to the question's lexemes: marked
     -- with weight A, then filtered to A. Term frequencies and phrases need those lexemes only.
     -- Both branches read their rows straight from the index scans' heap fetches (no second lookup by id).
     cand AS MATERIALIZED (
       -- The passages holding a named reference are always candidates: the cap on word matches
       -- (a common word can match thousands) must never drop the verse the visitor named.
       SELECT ${CANDIDATE_COLUMNS}
       FROM "KnowledgeChunk" k
       WHERE cardinality($9::text[]) > 0 AND k.refs && $9::text[] AND ($10::int IS NULL OR k."documentId" = $10::int)
       UNION ALL
       (SELECT ${CANDIDATE_COLUMNS}
        FROM "KnowledgeChunk" k
        WHERE $8::text <> '' AND k."searchVector" @@ $8::tsquery AND ($10::int IS NULL OR k."documentId" = $10::int)
          AND NOT (cardinality($9::text[]) > 0 AND k.refs && $9::text[])
        LIMIT ${CANDIDATE_CAP})
     )`;

const TERM_FREQUENCIES_SQL = `-- Term frequencies: each tsvector is read once, its lexemes joined to the question's.
     tf AS MATERIALIZED (
       SELECT c.id, l.i, sum(coalesce(array_length(u.positions, 1), 1))::float8 AS tf, min(c.len) AS len, min(c.lw) AS lw
       FROM cand c CROSS JOIN LATERAL unnest(c.sv) AS u JOIN lex l ON NOT l.ref AND l.value = u.lexeme
       GROUP BY c.id, l.i
       UNION ALL
       SELECT c.id, l.i, count(*)::float8, min(c.len), min(c.lw) FROM cand c JOIN lex l ON l.ref AND l.value = ANY(c.refs) GROUP BY c.id, l.i
     )`;

const DOCUMENT_FREQUENCIES_SQL = `df AS MATERIALIZED (
       SELECT t.i, t.boost, CASE WHEN t.exact OR t.est IS NULL THEN (SELECT count(DISTINCT tf.id) FROM tf WHERE tf.i = t.i) ELSE t.est END::float8 AS df
       FROM terms t
     )`;

const IDF_SQL = `idf AS MATERIALIZED (SELECT d.i, d.df, d.boost * ln(1 + greatest($11::float8 - d.df + 0.5, 0.5) / (d.df + 0.5)) AS w FROM df d)`;

const PRESENT_SQL = `-- The idf of the question's terms the corpus holds: a passage's coverage is its share of it.
     present AS MATERIALIZED (SELECT greatest(coalesce(sum(w) FILTER (WHERE df > 0), 0), 1e-9) AS w FROM idf)`;

const BM25_SQL = `bm25 AS (
       SELECT tf.id, sum(d.w * (tf.tf * ($12::float8 + 1)) / (tf.tf + $12::float8 * (1 - $13::float8 + $13::float8 * tf.len / $14::float8))) AS score,
              sum(d.w) AS matched,
              array_agg(tf.i ORDER BY tf.i) AS terms
       FROM (SELECT id, i, sum(tf) AS tf, min(len) AS len, min(lw) AS lw FROM tf GROUP BY id, i) tf JOIN idf d USING (i)
       GROUP BY tf.id ORDER BY sum(d.w * (tf.tf * ($12::float8 + 1)) / (tf.tf + $12::float8 * (1 - $13::float8 + $13::float8 * tf.len / $14::float8))) * sum(d.w) * min(tf.lw) DESC, tf.id
       LIMIT greatest($15, least($15 * 3, 60))
     )`;

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

const SCORED_SQL = `-- The score is scaled by coverage (Lucene's coordination factor), the passage's and its
     -- window's: a passage holding three of the question's four terms beats one holding a rare word twice.
     -- The phrases arrive as tsquery[]: parsed once a statement, not once a passage and phrase.
     scored AS (
       SELECT b.id, b.matched, w.wmatched, w.wterms, b.terms,
              c.lw * ((b.matched + w.wmatched) / (2 * (SELECT w FROM present))) * (b.score + coalesce((SELECT sum(0.5 * (wa.w + wb.w)) FROM unnest($16::tsquery[], $17::int[], $18::int[]) AS p(q, a, z)
                                  JOIN idf wa ON wa.i = p.a JOIN idf wb ON wb.i = p.z
                                  WHERE p.a = ANY(b.terms) AND p.z = ANY(b.terms) AND c.sv @@ p.q), 0)) AS score
       FROM bm25 b JOIN cand c ON c.id = b.id JOIN windowed w ON w.id = b.id
       ORDER BY score DESC, b.id LIMIT $15
     )`;

const SEARCH_RESULT_SQL = `SELECT ${CHUNK_COLUMNS}, k.ordinal, k.language, s.score::float8 AS score, s.matched::float8 AS matched, s.wmatched::float8 AS "windowMatched", s.wterms AS "windowTerms", s.terms AS "matchedTerms",
            ARRAY(SELECT df FROM df ORDER BY i) AS "termDf"
     FROM scored s JOIN "KnowledgeChunk" k ON k.id = s.id ${CHUNK_JOINS}
     ORDER BY s.score DESC, s.id`;

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
    input.language ?? "",
    OTHER_LANGUAGE_WEIGHT,
  ];
}

// One round trip: candidates, each term's document frequency (exact where `exactDf`), the best `limit` by BM25.
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

export async function firstChunksOfDocument(documentId: number, count: number): Promise<ChunkRow[]> {
  const { rows } = await pgPool().query<ChunkRow>(
    `SELECT ${CHUNK_COLUMNS} FROM "KnowledgeChunk" k ${CHUNK_JOINS} WHERE k."documentId" = $1 ORDER BY k.ordinal LIMIT $2`,
    [documentId, count],
  );
  return rows;
}

export async function termsHeldByUnits(
  units: { text: string; config: string }[],
  queries: string[],
): Promise<number[][]> {
  // An empty query matches nothing: left out here, as the cast would only warn about it.
  const asked = queries.map((query, index) => ({ query, index })).filter((term) => term.query !== "");
  if (units.length === 0 || asked.length === 0) return units.map(() => []);
  // Each unit's vector is built once, not per query (OFFSET 0 stops the planner folding it back); tsqueries once too.
  const { rows } = await pgPool().query<{ held: number[] }>({
    name: "knowledge-terms-held",
    text: `SELECT coalesce((SELECT array_agg(t.i ORDER BY t.i) FROM unnest($3::tsquery[], $4::int[]) AS t(q, i) WHERE v.vector @@ t.q), '{}')::int[] AS held
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS s(text, cfg, i)
     CROSS JOIN LATERAL (SELECT to_tsvector(s.cfg::regconfig, kb_unaccent(s.text)) AS vector OFFSET 0) v
     ORDER BY s.i`,
    values: [
      units.map((unit) => unit.text),
      units.map((unit) => unit.config),
      asked.map((term) => term.query),
      asked.map((term) => term.index),
    ],
  });
  return rows.map((row) => row.held);
}
