import "server-only";
import { db, pgPool } from "@/lib/db";
import type { ChunkOwner } from "@/lib/contracts/knowledge";

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

export async function teachingsWithoutPassages(): Promise<
  { id: number; title: string; summary: string; notes: string }[]
> {
  return db.teaching.findMany({
    where: { publishedAt: { not: null }, chunks: { none: {} } },
    select: { id: true, title: true, summary: true, notes: true },
  });
}

export async function livePagesWithText(texts: string[]): Promise<PageText[]> {
  if (texts.length === 0) return [];
  const holding = { OR: [{ content: { in: texts } }, { title: { in: texts } }] };
  const [bookPages, bookletPages] = await Promise.all([
    db.flipbookPage.findMany({ where: holding, select: pageColumns }),
    db.bookletPage.findMany({ where: { ...holding, booklet: { publishedAt: { not: null } } }, select: pageColumns }),
  ]);
  return pageTexts(bookPages, bookletPages);
}

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
