import "server-only";
import { db, pgPool } from "@/lib/db";
import { replaceChunks, pagePassageText, prepareChunks } from "@/lib/knowledge/indexing";
import { embedTexts, vectorToBytes } from "@/lib/knowledge/embeddings";
import { CANDIDATE_CAP, type QueryTerm, type SearchStats } from "@/lib/knowledge/query";

// The knowledge base's read side (docs/decisions/008). The search runs on the shared pg pool
// rather than Prisma: it is the chatbot's hot path and one round trip matters.

export type ChunkSource = "document" | "flipbook_page" | "booklet_page";

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
};

export type ScoredChunk = ChunkRow & { score: number; coverage: number };

const CHUNK_COLUMNS = `
  k.id, k.content, k.source::text AS source,
  d.id AS "documentId", d.title AS "documentTitle",
  f."pageNumber" AS "bookPageNumber", f.title AS "bookPageTitle",
  b.id AS "bookletId", b.title AS "bookletTitle", bp.position AS "bookletPosition", bp.title AS "bookletPageTitle"`;

const CHUNK_JOINS = `
  LEFT JOIN "Document" d ON d.id = k."documentId"
  LEFT JOIN "FlipbookPage" f ON f.id = k."flipbookPageId"
  LEFT JOIN "BookletPage" bp ON bp.id = k."bookletPageId"
  LEFT JOIN "Booklet" b ON b.id = bp."bookletId"`;

/** Postgres' stems of the question, of its names, and its scripture references as phrase queries. */
export async function analyzeQuestionText(input: { text: string; names: string[]; references: string[] }) {
  const { rows } = await pgPool().query<{ lexemes: string[]; nameLexemes: string[]; referenceQueries: string[] }>(
    `SELECT
       ARRAY(SELECT lexeme FROM unnest(to_tsvector('english', $1)) ORDER BY positions[1]) AS lexemes,
       ARRAY(SELECT lexeme FROM unnest(to_tsvector('english', $2))) AS "nameLexemes",
       ARRAY(SELECT phraseto_tsquery('english', r)::text FROM unnest($3::text[]) AS r) AS "referenceQueries"`,
    [input.text, input.names.join(" "), input.references],
  );
  return rows[0];
}

/** Each word's stems (a word may have none: stop words). */
export async function stemWordGroups(groups: string[][]): Promise<string[][]> {
  const { rows } = await pgPool().query<{ stems: string[] }>(
    `SELECT ARRAY(SELECT lexeme FROM unnest(to_tsvector('english', g))) AS stems FROM unnest($1::text[]) WITH ORDINALITY AS t(g, i) ORDER BY i`,
    [groups.map((group) => group.join(" "))],
  );
  return rows.map((row) => row.stems);
}

/**
 * Row count and lexeme frequencies from Postgres' own statistics of the searchVector column
 * (ANALYZE keeps them; autovacuum refreshes them as passages change). Cheap: catalog reads only.
 */
export async function readSearchStats(): Promise<SearchStats> {
  const { rows } = await pgPool().query<{ reltuples: number; elems: string[] | null; freqs: number[] | null }>(
    `SELECT c.reltuples::float8 AS reltuples, s.most_common_elems::text::text[] AS elems, s.most_common_elem_freqs::float8[] AS freqs
     FROM pg_class c
     LEFT JOIN pg_stats s ON s.schemaname = current_schema() AND s.tablename = 'KnowledgeChunk' AND s.attname = 'searchVector'
     WHERE c.oid = '"KnowledgeChunk"'::regclass`,
  );
  const row = rows[0];
  const frequencies = new Map<string, number>();
  if (!row?.elems || !row.freqs || row.reltuples <= 0) {
    // Never analysed: a new (small) table, so counting it is cheap and keeps idf honest.
    const { rows: counted } = await pgPool().query<{ n: number }>(`SELECT count(*)::int AS n FROM "KnowledgeChunk"`);
    return { rows: counted[0].n, frequencies, rareBelow: null };
  }
  row.elems.forEach((elem, i) => frequencies.set(elem, row.freqs![i]));
  // After the per-lexeme frequencies Postgres stores their minimum and maximum.
  return { rows: row.reltuples, frequencies, rareBelow: row.freqs[row.elems.length] ?? null };
}

/** Refreshes the statistics after a bulk change (seed, benchmark); autovacuum does it otherwise. */
export async function analyzeKnowledge(): Promise<void> {
  await pgPool().query(`ANALYZE "KnowledgeChunk"`);
}

/**
 * One round trip: candidates by `candidateQuery`, each term's document frequency (exact among
 * candidates where `exactDf`, else the estimate), idf weights, and the best `limit` passages by
 * the weighted share of the question they cover, proximity (ts_rank_cd) breaking ties.
 */
export async function searchChunks(input: {
  terms: QueryTerm[];
  exactDf: boolean[];
  candidateQuery: string;
  rows: number;
  keyBoost: number;
  limit: number;
  /** Only passages of this document. */
  documentId?: number | null;
}): Promise<ScoredChunk[]> {
  if (!input.candidateQuery || input.terms.length === 0) return [];
  const allTerms = input.terms.map((term) => term.query).join(" | ");
  const { rows } = await pgPool().query<ScoredChunk>(
    `WITH terms AS MATERIALIZED (
       SELECT t.i, t.q::tsquery AS q, t.est, t.exact, CASE WHEN t.key THEN $5::float8 ELSE 1 END AS boost
       FROM unnest($1::text[], $2::float8[], $3::bool[], $4::bool[]) WITH ORDINALITY AS t(q, est, exact, key, i)
     ),
     cand AS MATERIALIZED (
       SELECT k.id, k."searchVector" AS sv FROM "KnowledgeChunk" k
       WHERE k."searchVector" @@ $6::tsquery AND ($10::int IS NULL OR k."documentId" = $10::int) LIMIT ${CANDIDATE_CAP}
     ),
     weights AS MATERIALIZED (
       SELECT t.q, t.boost * ln(1 + greatest($7::float8, (SELECT count(*) FROM cand)) /
              greatest(CASE WHEN t.exact OR t.est IS NULL THEN (SELECT count(*) FROM cand c WHERE c.sv @@ t.q) ELSE t.est END, 1)) AS w
       FROM terms t
     ),
     scored AS (
       SELECT c.id, (SELECT coalesce(sum(w.w), 0) FROM weights w WHERE c.sv @@ w.q) AS score, ts_rank_cd(c.sv, $8::tsquery) AS tie
       FROM cand c
     ),
     top AS (SELECT id, score, tie FROM scored WHERE score > 0 ORDER BY score DESC, tie DESC, id LIMIT $9)
     SELECT ${CHUNK_COLUMNS}, top.score::float8 AS score, (top.score / nullif((SELECT sum(w) FROM weights), 0))::float8 AS coverage
     FROM top JOIN "KnowledgeChunk" k ON k.id = top.id ${CHUNK_JOINS}
     ORDER BY top.score DESC, top.tie DESC, top.id`,
    [
      input.terms.map((term) => term.query),
      input.terms.map((term) => term.estimatedDf),
      input.exactDf,
      input.terms.map((term) => term.key),
      input.keyBoost,
      input.candidateQuery,
      input.rows,
      allTerms,
      input.limit,
      input.documentId ?? null,
    ],
  );
  return rows;
}

export async function getChunks(ids: number[]): Promise<ChunkRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await pgPool().query<ChunkRow>(`SELECT ${CHUNK_COLUMNS} FROM "KnowledgeChunk" k ${CHUNK_JOINS} WHERE k.id = ANY($1::int[])`, [ids]);
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
export async function scoreSentences(sentences: string[], terms: { query: string; weight: number }[]): Promise<number[]> {
  if (sentences.length === 0 || terms.length === 0) return sentences.map(() => 0);
  const { rows } = await pgPool().query<{ score: number }>(
    `SELECT (SELECT coalesce(sum(t.w), 0) FROM unnest($2::text[], $3::float8[]) AS t(q, w) WHERE to_tsvector('english', s.text) @@ t.q::tsquery)::float8 AS score
     FROM unnest($1::text[]) WITH ORDINALITY AS s(text, i) ORDER BY s.i`,
    [sentences, terms.map((term) => term.query), terms.map((term) => term.weight)],
  );
  return rows.map((row) => row.score);
}

/** Vectors stored after `afterId`, in id order (the in-memory vector index syncs with this). */
export async function readEmbeddingsAfter(afterId: number, limit: number): Promise<{ id: number; embedding: Buffer }[]> {
  const { rows } = await pgPool().query<{ id: number; embedding: Buffer }>(
    `SELECT id, embedding FROM "KnowledgeChunk" WHERE id > $1 AND embedding IS NOT NULL ORDER BY id LIMIT $2`,
    [afterId, limit],
  );
  return rows;
}

/**
 * Embeds passages stored without a vector (the provider was down, or they predate it). Returns
 * how many were embedded. The in-memory index picks them up at its next full reload.
 */
export async function embedMissingChunks(batch = 64): Promise<number> {
  let done = 0;
  let lastId = 0;
  for (;;) {
    const { rows } = await pgPool().query<{ id: number; content: string }>(
      `SELECT id, content FROM "KnowledgeChunk" WHERE embedding IS NULL AND id > $1 ORDER BY id LIMIT $2`,
      [lastId, batch],
    );
    if (rows.length === 0) return done;
    const vectors = await embedTexts(rows.map((row) => row.content));
    if (!vectors) return done;
    await pgPool().query(`UPDATE "KnowledgeChunk" k SET embedding = v.e FROM unnest($1::int[], $2::bytea[]) AS v(id, e) WHERE k.id = v.id`, [
      rows.map((row) => row.id),
      vectors.map((vector) => Buffer.from(vectorToBytes(vector))),
    ]);
    done += rows.length;
    lastId = rows[rows.length - 1].id;
  }
}

/** Book pages and booklet pages with text but no passages (seeded, or saved before indexing existed). */
export async function indexUnindexedPages(): Promise<number> {
  const bookPages = await db.flipbookPage.findMany({ where: { chunks: { none: {} } }, select: { id: true, title: true, content: true } });
  const bookletPages = await db.bookletPage.findMany({ where: { chunks: { none: {} } }, select: { id: true, title: true, content: true } });
  for (const page of bookPages) {
    const prepared = await prepareChunks(pagePassageText(page.title, page.content));
    await db.$transaction((tx) => replaceChunks(tx, { source: "flipbook_page", flipbookPageId: page.id }, prepared));
  }
  for (const page of bookletPages) {
    const prepared = await prepareChunks(pagePassageText(page.title, page.content));
    await db.$transaction((tx) => replaceChunks(tx, { source: "booklet_page", bookletPageId: page.id }, prepared));
  }
  return bookPages.length + bookletPages.length;
}
