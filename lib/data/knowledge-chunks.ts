import "server-only";
import { db, pgPool } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { vectorToBytes, type ChunkOwner, type PreparedChunks, type TranslatedChunks } from "@/lib/contracts/knowledge";

type Tx = Prisma.TransactionClient;

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

export async function removeChunks(
  tx: Tx,
  owner: ChunkOwner,
  translationLanguage: string | null = null,
): Promise<void> {
  const { documentId, flipbookPageId, bookletPageId, teachingId } = ownerColumns(owner);
  await tx.$executeRaw`
    DELETE FROM "KnowledgeChunk"
    WHERE source = ${owner.source}::"KnowledgeSource"
      AND "documentId" IS NOT DISTINCT FROM ${documentId}::int
      AND "flipbookPageId" IS NOT DISTINCT FROM ${flipbookPageId}::int
      AND "bookletPageId" IS NOT DISTINCT FROM ${bookletPageId}::int
      AND "teachingId" IS NOT DISTINCT FROM ${teachingId}::int
      AND "translationLanguage" IS NOT DISTINCT FROM coalesce(${translationLanguage}::text, "translationLanguage")`;
}

const PASSAGES_PER_STATEMENT = 500;

export async function replaceChunks(tx: Tx, owner: ChunkOwner, prepared: PreparedChunks): Promise<number> {
  await removeChunks(tx, owner);
  await insertChunks(tx, owner, prepared, null);
  for (const translation of prepared.translations ?? [])
    await insertChunks(tx, owner, translation.prepared, translation.translationLanguage);
  return prepared.chunks.length;
}

export async function replaceTranslatedChunks(
  owner: ChunkOwner,
  translationLanguage: string,
  translation: TranslatedChunks | null,
): Promise<void> {
  await db.$transaction(async (tx) => {
    await removeChunks(tx, owner, translationLanguage);
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

export async function storeChunks(owner: ChunkOwner, prepared: PreparedChunks): Promise<number> {
  return db.$transaction((tx) => replaceChunks(tx, owner, prepared));
}

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

export async function storeEmbeddings(ids: number[], vectors: Float32Array[]): Promise<void> {
  await pgPool().query(
    `UPDATE "KnowledgeChunk" k SET embedding = v.e FROM unnest($1::int[], $2::bytea[]) AS v(id, e) WHERE k.id = v.id`,
    [ids, vectors.map((vector) => Buffer.from(vectorToBytes(vector)))],
  );
}
