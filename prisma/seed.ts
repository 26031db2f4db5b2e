// Idempotent seed (npm run db:seed; also run by scripts/with-db.mjs on every start).
// Content only: it never creates an account (requirements §D2). Existing rows are left as staff changed them.
import { db, pgPool } from "@/lib/db";
import { publishBooklet } from "@/lib/data/booklet-drafts";
import { startBookPageHistories } from "@/lib/data/flipbook-drafts";
import { startSiteTextsHistory } from "@/lib/data/settings-drafts";
import { prepareChunks, preparePage } from "@/lib/knowledge/indexing";
import { createDocuments } from "@/lib/data/documents";
import { seedGlossary } from "@/lib/data/glossary";
import { analyzeKnowledge } from "@/lib/data/knowledge";
import {
  embedMissingChunks,
  indexUnindexedDocuments,
  indexUnindexedPageTranslations,
  indexUnindexedPages,
  indexUnindexedTeachings,
} from "@/lib/knowledge/backfill";
import { embeddingsEnabled } from "@/lib/ai/provider";
import { DEFAULT_SETTINGS, settingRow } from "@/lib/settings/defaults";
import { storage } from "@/lib/storage";
import { SAMPLE_BOOKLETS } from "@/prisma/seed-data/booklets";
import { SAMPLE_BOOK_PAGES, SAMPLE_POPOVERS } from "@/prisma/seed-data/book";
import { SAMPLE_FOLDERS } from "@/prisma/seed-data/knowledge";
import { SEED_GLOSSARY } from "@/prisma/seed-data/glossary";
import { pageImagePath } from "@/lib/book/constants";

async function seedSettings() {
  const { count } = await db.setting.createMany({ data: DEFAULT_SETTINGS.map(settingRow), skipDuplicates: true });
  return count;
}

/** Sample folders, documents and questions, only into an empty knowledge base. */
async function seedKnowledge() {
  if ((await db.category.count()) > 0 || (await db.document.count()) > 0) return 0;
  let documents = 0;
  for (const folder of SAMPLE_FOLDERS) {
    const category = await db.category.create({ data: { name: folder.name, slug: folder.slug } });
    for (const sample of folder.documents) {
      const storageKey = `seed/${sample.slug}.txt`;
      await storage().put(storageKey, new TextEncoder().encode(sample.content), "text/plain");
      // Same path as an upload: the row and its searchable passages in one transaction.
      const [document] = await createDocuments(
        [
          {
            title: sample.title,
            content: sample.content,
            documentType: "txt",
            mimeType: "text/plain; charset=utf-8",
            size: Buffer.byteLength(sample.content),
            originalName: `${sample.slug}.txt`,
            storageKey,
            extractionNote: null,
            categoryId: category.id,
          },
        ],
        prepareChunks,
      );
      await db.question.createMany({
        data: sample.questions.map((question) => ({ question, documentId: document.id })),
      });
      documents += 1;
    }
  }
  return documents;
}

/** Sample booklets with their pages and popovers, only when there are no booklets at all. */
async function seedBooklets() {
  if ((await db.booklet.count()) > 0) return 0;
  for (const booklet of SAMPLE_BOOKLETS) {
    const created = await db.booklet.create({
      select: { id: true },
      data: {
        title: booklet.title,
        description: booklet.description,
        pages: {
          create: booklet.pages.map((page, index) => ({
            position: index + 1,
            title: page.title,
            content: page.content,
            popovers: { create: page.popovers },
          })),
        },
      },
    });
    // On the site, with its first version, like the content that existed before drafts (decision 016).
    await publishBooklet(created.id, {
      actor: { id: null, name: "System" },
      note: "Sample booklet",
      prepare: preparePage,
    });
  }
  return SAMPLE_BOOKLETS.length;
}

/** The sample book and its popovers, only into an empty book. */
async function seedBook() {
  if ((await db.flipbookPage.count()) > 0) return 0;
  const ids: number[] = [];
  for (const page of SAMPLE_BOOK_PAGES) {
    const popovers = SAMPLE_POPOVERS.filter((p) => p.pageNumber === page.pageNumber).map(
      ({ pageNumber: _n, ...popover }) => popover,
    );
    const created = await db.flipbookPage.create({
      data: { ...page, imageUrl: pageImagePath(page.pageNumber), popovers: { create: popovers } },
      select: { id: true },
    });
    ids.push(created.id);
  }
  // On the site, with its first version, like the pages that existed before versions (decision 016).
  await startBookPageHistories(ids, { actor: { id: null, name: "System" }, note: "Sample book page" });
  return SAMPLE_BOOK_PAGES.length;
}

async function main() {
  const settings = await seedSettings();
  // A new site's public texts start their history here (decision 016); an existing one keeps its own.
  await startSiteTextsHistory({ actor: { id: null, name: "System" }, note: "Initial version" });
  const documents = await seedKnowledge();
  const booklets = await seedBooklets();
  const bookPages = await seedBook();
  const glossary = await seedGlossary(SEED_GLOSSARY);
  // Databases seeded before documents were indexed get their passages now (idempotent).
  const indexed = await indexUnindexedDocuments();
  // The chatbot answers from book and booklet pages too: index those that have no passages yet.
  const pages = await indexUnindexedPages();
  // And from teachings on the site.
  const teachings = await indexUnindexedTeachings();
  // And in every language a page has a stored translation in.
  const translatedPages = await indexUnindexedPageTranslations();
  const embedded = embeddingsEnabled() ? await embedMissingChunks() : 0;
  if (indexed + pages + teachings + translatedPages + embedded > 0) await analyzeKnowledge();
  // Runs on every start: a line only when it added something.
  const added = [
    [settings, "new settings"],
    [documents, "sample documents"],
    [indexed, "documents indexed"],
    [booklets, "sample booklets"],
    [bookPages, "sample book pages"],
    [pages, "pages indexed"],
    [teachings, "teachings indexed"],
    [translatedPages, "page translations indexed"],
    [embedded, "passages embedded"],
    [glossary, "glossary terms"],
  ].filter(([count]) => Number(count) > 0);
  if (added.length > 0) console.log(`Seed: ${added.map(([count, what]) => `${count} ${what}`).join(", ")}.`);
}

main()
  .catch((error) => {
    console.error("Seed failed:", error);
    process.exitCode = 1;
  })
  .finally(async () => {
    await db.$disconnect();
    await pgPool().end();
  });
