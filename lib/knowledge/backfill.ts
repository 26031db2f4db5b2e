import "server-only";
import { chunksWithoutEmbedding, storeChunks, storeEmbeddings } from "@/lib/data/knowledge-chunks";
import {
  pagesWithoutPassages,
  pageTranslationsWithoutPassages,
  teachingsWithoutPassages,
} from "@/lib/data/passage-owners";
import { documentsWithoutPassages } from "@/lib/data/documents";
import { embedTexts } from "@/lib/knowledge/embeddings";
import { prepareChunks } from "@/lib/knowledge/indexing";
import { teachingPassageHtml } from "@/lib/data/teaching-drafts";
import { preparePageWithTranslations, reindexPageTranslations } from "@/lib/knowledge/page-passages";

export async function indexUnindexedDocuments(): Promise<number> {
  const pending = await documentsWithoutPassages();
  for (const document of pending)
    await storeChunks({ source: "document", documentId: document.id }, await prepareChunks(document.content));
  return pending.length;
}

export async function indexUnindexedPages(): Promise<number> {
  const pending = await pagesWithoutPassages();
  for (const page of pending)
    await storeChunks(page.owner, await preparePageWithTranslations(page.title, page.content));
  return pending.length;
}

export async function indexUnindexedTeachings(): Promise<number> {
  const pending = await teachingsWithoutPassages();
  for (const teaching of pending)
    await storeChunks(
      { source: "teaching", teachingId: teaching.id },
      await preparePageWithTranslations(teaching.title, teachingPassageHtml(teaching)),
    );
  return pending.length;
}

export async function indexUnindexedPageTranslations(): Promise<number> {
  let pages = 0;
  for (const { language, content } of await pageTranslationsWithoutPassages())
    pages += await reindexPageTranslations(language, [content]);
  return pages;
}

export async function embedMissingChunks(batch = 64): Promise<number> {
  let done = 0;
  let lastId = 0;
  for (;;) {
    const rows = await chunksWithoutEmbedding(lastId, batch);
    if (rows.length === 0) return done;
    const vectors = await embedTexts(rows.map((row) => row.content));
    if (!vectors) return done;
    await storeEmbeddings(
      rows.map((row) => row.id),
      vectors,
    );
    done += rows.length;
    lastId = rows[rows.length - 1].id;
  }
}
