import "server-only";
import { CACHE_TAGS, invalidate } from "@/lib/cache";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { badRequest, notFound } from "@/lib/errors";
import type { PrepareText } from "@/lib/contracts/knowledge";
import { replaceChunks } from "@/lib/data/knowledge";

export const PREVIEW_LENGTH = 100; // requirements §9: document preview, 100 characters

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
  uploadedBy: string | null;
  createdAt: Date;
  /** The chatbot's passages from it: 0 until it is indexed, or when nothing could be read. */
  passageCount: number;
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

/**
 * Newest first. The preview is cut in SQL; the full text (requirements §3 `content`) only leaves the
 * database when asked for. `limit`/`offset` page through the list.
 */
export async function listDocuments({
  categoryId,
  withContent = false,
  limit,
  offset = 0,
}: { categoryId?: number; withContent?: boolean; limit?: number; offset?: number } = {}): Promise<DocumentListItem[]> {
  return db.$queryRaw<DocumentListItem[]>`
    SELECT d.id, d.title, d."documentType", d."mimeType", d.size, d."originalName", d."categoryId",
           c.name AS "categoryName", left(d.content, ${PREVIEW_LENGTH}) AS preview, d."extractionNote", d."uploadedBy", d."createdAt",
           (SELECT count(*)::int FROM "KnowledgeChunk" k WHERE k."documentId" = d.id) AS "passageCount"
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
    passageCount: _count.chunks,
  };
}

/** What the download route needs to stream the original file. */
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

/** Titles for choosing a document (the question form); no text. */
export async function listDocumentTitles() {
  return db.document.findMany({ select: { id: true, title: true }, orderBy: [{ title: "asc" }, { id: "asc" }] });
}

/**
 * Creates the documents and indexes their text in ONE transaction (requirements §D4): either every file
 * of an upload is in the knowledge base, or none is.
 */
export async function createDocuments(
  documents: NewDocument[],
  /** Splits, analyses and embeds a text (lib/knowledge/indexing's prepareChunks). */
  prepare: PrepareText,
): Promise<{ id: number; title: string; chunks: number; extractionNote: string | null }[]> {
  // Passages are embedded (when configured) before the transaction: no provider call holds it open.
  const prepared = await Promise.all(documents.map((document) => prepare(document.content)));
  return db.$transaction(
    async (tx) => {
      const folder = await tx.category.findUnique({
        where: { id: documents[0]?.categoryId ?? 0 },
        select: { id: true },
      });
      if (documents.length > 0 && !folder)
        throw badRequest("That folder no longer exists. Choose another folder.", {
          categoryId: ["That folder no longer exists."],
        });
      const created = [];
      for (const [index, document] of documents.entries()) {
        const row = await tx.document.create({
          data: document,
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

/** Moves a document into another folder (requirements §7 PATCH {categoryId}). */
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

/** Deletes the row; its passages go by cascade and its questions are unlinked. Returns the file to remove. */
export async function deleteDocument(id: number): Promise<{ storageKey: string }> {
  const deleted = await db.document.delete({ where: { id }, select: { storageKey: true } });
  invalidate(CACHE_TAGS.questions);
  return deleted;
}

/** Documents with text but no passages (uploaded before indexing existed): the backfill's list. */
export async function documentsWithoutPassages(): Promise<{ id: number; content: string }[]> {
  return db.document.findMany({
    where: { content: { not: "" }, chunks: { none: {} } },
    select: { id: true, content: true },
  });
}
