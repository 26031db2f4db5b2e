import "server-only";
import { CACHE_TAGS, invalidate } from "@/lib/cache";
import { db } from "@/lib/db";
import { Prisma, type DocumentStatus } from "@/lib/generated/prisma/client";
import { badRequest, notFound } from "@/lib/errors";
import type { PreparedChunks, PrepareText } from "@/lib/contracts/knowledge";
import { replaceChunks } from "@/lib/data/knowledge-chunks";

export const PREVIEW_LENGTH = 100; // requirements §9: document preview, 100 characters

export type { DocumentStatus };

export type DocumentRow = {
  id: number;
  title: string;
  documentType: string;
  mimeType: string;
  size: number;
  originalName: string;
  categoryId: number | null;
  categoryName: string | null;
  preview: string;
  extractionNote: string | null;
  // decision 004; `extractionNote` says why it failed.
  status: DocumentStatus;
  passages: number;
  uploadedBy: string | null;
  createdAt: Date;
};

export type DocumentDetail = DocumentRow & { content: string };

export type NewDocument = {
  title: string;
  content: string;
  documentType: string;
  mimeType: string;
  size: number;
  originalName: string;
  storageKey: string;
  extractionNote: string | null;
  categoryId: number;
  uploadedBy?: string | null;
};

export type DocumentListItem = DocumentRow & { content?: string };

/** The preview is cut in SQL; the full text (requirements §3 `content`) only leaves the database when asked for. */
export async function listDocuments({
  categoryId,
  withContent = false,
  limit,
  offset = 0,
}: { categoryId?: number; withContent?: boolean; limit?: number; offset?: number } = {}): Promise<DocumentListItem[]> {
  return db.$queryRaw<DocumentListItem[]>`
    SELECT d.id, d.title, d."documentType", d."mimeType", d.size, d."originalName", d."categoryId",
           c.name AS "categoryName", left(d.content, ${PREVIEW_LENGTH}) AS preview, d."extractionNote", d.status::text AS status,
           (SELECT count(*)::int FROM "KnowledgeChunk" k WHERE k."documentId" = d.id) AS passages, d."uploadedBy", d."createdAt"
           ${withContent ? Prisma.sql`, d.content` : Prisma.empty}
    FROM "Document" d LEFT JOIN "Category" c ON c.id = d."categoryId"
    WHERE ${categoryId ?? null}::int IS NULL OR d."categoryId" = ${categoryId ?? null}::int
    ORDER BY d."createdAt" DESC, d.id DESC
    LIMIT ${limit ?? null} OFFSET ${offset}`;
}

export async function getDocument(id: number): Promise<DocumentDetail> {
  const document = await db.document.findUnique({
    where: { id },
    select: {
      id: true,
      title: true,
      content: true,
      documentType: true,
      mimeType: true,
      size: true,
      originalName: true,
      categoryId: true,
      extractionNote: true,
      status: true,
      uploadedBy: true,
      createdAt: true,
      category: { select: { name: true } },
      _count: { select: { chunks: true } },
    },
  });
  if (!document) throw notFound("Document not found.");
  const { category, _count, ...rest } = document;
  return {
    ...rest,
    categoryName: category?.name ?? null,
    preview: rest.content.slice(0, PREVIEW_LENGTH),
    passages: _count.chunks,
  };
}

export async function getDocumentFile(id: number) {
  const file = await db.document.findUnique({
    where: { id },
    select: { storageKey: true, mimeType: true, originalName: true, size: true, documentType: true },
  });
  if (!file) throw notFound("Document not found.");
  return file;
}

export async function countDocuments({ categoryId }: { categoryId?: number } = {}) {
  return db.document.count({ where: categoryId ? { categoryId } : undefined });
}

export async function listDocumentTitles() {
  return db.document.findMany({ select: { id: true, title: true }, orderBy: [{ title: "asc" }, { id: "asc" }] });
}

const statusOf = (extractionNote: string | null): DocumentStatus => (extractionNote ? "failed" : "indexed");

async function assertFolderExists(tx: Prisma.TransactionClient, categoryId: number | undefined) {
  const folder = await tx.category.findUnique({ where: { id: categoryId ?? 0 }, select: { id: true } });
  if (!folder)
    throw badRequest("That folder no longer exists. Choose another folder.", {
      categoryId: ["That folder no longer exists."],
    });
}

// In ONE transaction (requirements §D4): either every file of an upload is in the knowledge base, or none is.
export async function createDocuments(
  documents: NewDocument[],
  prepare: PrepareText,
): Promise<{ id: number; title: string; chunks: number; extractionNote: string | null }[]> {
  // Passages are embedded (when configured) before the transaction: no provider call holds it open.
  const prepared = await Promise.all(documents.map((document) => prepare(document.content)));
  return db.$transaction(
    async (tx) => {
      if (documents.length > 0) await assertFolderExists(tx, documents[0].categoryId);
      const created = [];
      for (const [index, document] of documents.entries()) {
        const row = await tx.document.create({
          data: { ...document, status: statusOf(document.extractionNote) },
          select: { id: true, title: true, extractionNote: true },
        });
        const chunks = await replaceChunks(tx, { source: "document", documentId: row.id }, prepared[index]);
        created.push({ ...row, chunks });
      }
      return created;
    },
    { timeout: 60_000 },
  );
}

export async function createQueuedDocuments(
  documents: Omit<NewDocument, "content" | "extractionNote">[],
): Promise<{ id: number; title: string }[]> {
  return db.$transaction(async (tx) => {
    if (documents.length > 0) await assertFolderExists(tx, documents[0].categoryId);
    const created = [];
    for (const document of documents)
      created.push(
        await tx.document.create({
          data: { ...document, content: "", status: "queued" },
          select: { id: true, title: true },
        }),
      );
    return created;
  });
}

export async function markIndexing(id: number): Promise<void> {
  await db.document.updateMany({
    where: { id, status: "queued" },
    data: { status: "indexing", indexingAttempts: { increment: 1 } },
  });
}

const UNFINISHED: DocumentStatus[] = ["queued", "indexing"];

/** The documents this process is still indexing are alive: another process must not take them over. */
export async function touchIndexing(ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.document.updateMany({
    where: { id: { in: ids }, status: { in: UNFINISHED } },
    data: { updatedAt: new Date() },
  });
}

// Each document is claimed once: two processes sweeping at once never both take one.
export async function claimInterruptedIndexing(
  before: Date,
): Promise<{ id: number; storageKey: string; documentType: string; indexingAttempts: number }[]> {
  const stale = await db.document.findMany({
    where: { status: { in: UNFINISHED }, updatedAt: { lt: before } },
    select: { id: true, storageKey: true, documentType: true, indexingAttempts: true, updatedAt: true },
    orderBy: { id: "asc" },
  });
  const claimed = [];
  for (const { updatedAt, ...row } of stale) {
    const { count } = await db.document.updateMany({
      where: { id: row.id, status: { in: UNFINISHED }, updatedAt },
      data: { status: "queued", updatedAt: new Date() },
    });
    if (count === 1) claimed.push(row);
  }
  return claimed;
}

// One transaction: the document is indexed (or failed) exactly when its passages are searchable.
export async function finishIndexing(
  id: number,
  {
    textPieces,
    extractionNote,
    prepared,
  }: { textPieces: string[]; extractionNote: string | null; prepared: PreparedChunks },
): Promise<{ id: number; title: string; chunks: number; extractionNote: string | null; status: DocumentStatus }> {
  return db.$transaction(
    async (tx) => {
      const row = await tx.document.update({
        where: { id },
        data: {
          content: textPieces.length === 1 ? textPieces[0] : "",
          extractionNote,
          status: statusOf(extractionNote),
        },
        select: { id: true, title: true, extractionNote: true, status: true },
      });
      if (textPieces.length > 1) await storeTextPieces(tx, id, textPieces);
      const chunks = await replaceChunks(tx, { source: "document", documentId: id }, prepared);
      return { ...row, chunks };
    },
    // A 45 MB text is tens of thousands of passages, which Postgres turns into search vectors here.
    { timeout: 10 * 60_000 },
  );
}

async function storeTextPieces(tx: Prisma.TransactionClient, id: number, pieces: string[]) {
  await tx.$executeRaw`CREATE TEMP TABLE document_text_piece (n int, piece text) ON COMMIT DROP`;
  for (const [n, piece] of pieces.entries())
    await tx.$executeRaw`INSERT INTO document_text_piece VALUES (${n}, ${piece})`;
  await tx.$executeRaw`
    UPDATE "Document" SET content = (SELECT string_agg(piece, '' ORDER BY n) FROM document_text_piece) WHERE id = ${id}`;
}

export async function deleteDocuments(ids: number[]): Promise<void> {
  await db.document.deleteMany({ where: { id: { in: ids } } });
}

export async function moveDocument({ id, categoryId }: { id: number; categoryId: number }) {
  const folder = await db.category.findUnique({ where: { id: categoryId }, select: { id: true } });
  if (!folder)
    throw badRequest("That folder no longer exists. Choose another folder.", {
      categoryId: ["That folder no longer exists."],
    });
  return db.document.update({
    where: { id },
    data: { categoryId },
    select: { id: true, title: true, categoryId: true },
  });
}

export async function deleteDocument(id: number): Promise<{ storageKey: string }> {
  const deleted = await db.document.delete({ where: { id }, select: { storageKey: true } });
  invalidate(CACHE_TAGS.questions);
  return deleted;
}

export async function documentsWithoutPassages(): Promise<{ id: number; content: string }[]> {
  return db.document.findMany({
    where: { content: { not: "" }, chunks: { none: {} } },
    select: { id: true, content: true },
  });
}
