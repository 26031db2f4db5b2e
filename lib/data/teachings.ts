import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS, invalidate } from "@/lib/cache";
import { db } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import { sanitizeStoredHtml } from "@/lib/html/sanitize";
import type { Prisma } from "@/lib/generated/prisma/client";
import { assertMayChangeLive, deleteContentHistory, type Actor } from "@/lib/data/content";
import { dayOf, slugTaken, teachingDrafts } from "@/lib/data/teaching-drafts";
import { OSIS_BOOKS } from "@/lib/scripture/osis";
import { readPassages } from "@/lib/scripture/passages";
import {
  MAX_TEACHINGS,
  TOO_MANY_TEACHINGS,
  type TeachingCreateInput,
  type TeachingFilters,
  type TeachingSnapshot,
} from "@/lib/validation/teachings";

export const TEACHING_NOT_FOUND = "Teaching not found.";

type Named = { name: string; slug: string };

export type TeachingCard = {
  id: number;
  title: string;
  slug: string;
  date: string;
  summary: string;
  imageUrl: string | null;
  passages: string[];
  speaker: Named | null;
  series: Named | null;
  hasAudio: boolean;
  hasVideo: boolean;
  publishedAt: Date;
};

export type PublicTeaching = TeachingCard & {
  notes: string;
  audioUrl: string | null;
  audioSize: number | null;
  audioType: string | null;
  videoUrl: string | null;
  booklet: { id: number; title: string } | null;
  bookPage: number | null;
  previous: { title: string; slug: string } | null;
  next: { title: string; slug: string } | null;
};

const onSite = { publishedAt: { not: null } } satisfies Prisma.TeachingWhereInput;
const named = { select: { name: true, slug: true } } as const;
const newestFirst = [{ date: "desc" }, { id: "desc" }] satisfies Prisma.TeachingOrderByWithRelationInput[];

const cardSelect = {
  id: true,
  title: true,
  slug: true,
  date: true,
  summary: true,
  imageUrl: true,
  passages: true,
  audioUrl: true,
  videoUrl: true,
  publishedAt: true,
  speaker: named,
  series: named,
} as const;

type CardRow = Prisma.TeachingGetPayload<{ select: typeof cardSelect }>;

const toCard = ({ date, audioUrl, videoUrl, publishedAt, ...row }: CardRow): TeachingCard => ({
  ...row,
  date: dayOf(date),
  hasAudio: audioUrl !== null,
  hasVideo: videoUrl !== null,
  publishedAt: publishedAt!,
});

type ListFilters = TeachingFilters & { withVideo?: boolean };

const filtersWhere = (filters: ListFilters): Prisma.TeachingWhereInput => ({
  ...onSite,
  ...(filters.withVideo ? { videoUrl: { not: null } } : {}),
  ...(filters.series ? { series: { slug: filters.series } } : {}),
  ...(filters.speaker ? { speaker: { slug: filters.speaker } } : {}),
  ...(filters.book ? { books: { has: filters.book } } : {}),
});

export async function listPublishedTeachings(filters: ListFilters = {}, limit = 500): Promise<TeachingCard[]> {
  "use cache";
  cacheTag(CACHE_TAGS.teachings);
  cacheLife("max");
  const rows = await db.teaching.findMany({
    where: filtersWhere(filters),
    select: cardSelect,
    orderBy: newestFirst,
    take: limit,
  });
  return rows.map(toCard);
}

/**
 * The newest teachings' texts to translate, as pages show them: at most `limit` teachings and, past
 * the first, about `maxChars` characters in all (notes may be 200 KB each). Uncached: callers keep
 * only hashes; all notes would outgrow the cache.
 */
export async function listPublishedTeachingTexts(
  limit = 500,
  maxChars = 5_000_000,
): Promise<{ title: string; summary: string; notes: string }[]> {
  const sizes = await db.$queryRaw<{ id: number; chars: number }[]>`
    SELECT id, length(title) + length(summary) + length(notes) AS chars FROM "Teaching"
    WHERE "publishedAt" IS NOT NULL ORDER BY date DESC, id DESC LIMIT ${limit}`;
  let total = 0;
  const ids = sizes.filter(({ chars }, index) => (total += chars) <= maxChars || index === 0).map(({ id }) => id);
  const rows = await db.teaching.findMany({
    where: { id: { in: ids } },
    select: { title: true, summary: true, notes: true },
    orderBy: newestFirst,
  });
  return rows.map((row) => ({ ...row, notes: sanitizeStoredHtml(row.notes) }));
}

export async function listTeachingBooks(): Promise<string[]> {
  "use cache";
  cacheTag(CACHE_TAGS.teachings);
  cacheLife("max");
  const rows = await db.$queryRaw<{ book: string }[]>`
    SELECT DISTINCT unnest(books) AS book FROM "Teaching" WHERE "publishedAt" IS NOT NULL`;
  const order = (book: string) => OSIS_BOOKS.indexOf(book) >>> 0;
  return rows.map((row) => row.book).sort((a, b) => order(a) - order(b) || a.localeCompare(b));
}

export async function getPublishedTeaching(slug: string): Promise<PublicTeaching | null> {
  "use cache";
  cacheTag(CACHE_TAGS.teachings);
  cacheLife("max");
  const row = await db.teaching.findFirst({
    where: { slug, ...onSite },
    select: {
      ...cardSelect,
      notes: true,
      audioSize: true,
      audioType: true,
      seriesId: true,
      bookPage: true,
      booklet: { select: { id: true, title: true, publishedAt: true } },
    },
  });
  if (!row) return null;
  const { notes, audioSize, audioType, seriesId, bookPage, booklet, ...card } = row;
  const neighbour = async (direction: "before" | "after") => {
    if (seriesId === null) return null;
    const [op, order] = direction === "before" ? (["lt", "desc"] as const) : (["gt", "asc"] as const);
    return db.teaching.findFirst({
      where: {
        ...onSite,
        seriesId,
        OR: [{ date: { [op]: card.date } }, { date: card.date, id: { [op]: card.id } }],
      },
      select: { title: true, slug: true },
      orderBy: [{ date: order }, { id: order }],
    });
  };
  const [previous, next] = await Promise.all([neighbour("before"), neighbour("after")]);
  return {
    ...toCard(card),
    notes: sanitizeStoredHtml(notes),
    audioUrl: card.audioUrl,
    audioSize,
    audioType,
    videoUrl: card.videoUrl,
    booklet: booklet?.publishedAt ? { id: booklet.id, title: booklet.title } : null,
    bookPage,
    previous,
    next,
  };
}

// For the staff preview: as its page would show it once published, without neighbours in its series.
export async function draftAsPublicTeaching(id: number, draft: TeachingSnapshot): Promise<PublicTeaching> {
  const [speaker, series, booklet] = await Promise.all([
    draft.speakerId
      ? db.speaker.findUnique({ where: { id: draft.speakerId }, select: { name: true, slug: true } })
      : null,
    draft.seriesId
      ? db.teachingSeries.findUnique({ where: { id: draft.seriesId }, select: { name: true, slug: true } })
      : null,
    draft.bookletId
      ? db.booklet.findUnique({ where: { id: draft.bookletId }, select: { id: true, title: true } })
      : null,
  ]);
  return {
    id,
    title: draft.title,
    slug: draft.slug,
    date: draft.date,
    summary: draft.summary,
    imageUrl: draft.imageUrl,
    passages: readPassages(draft.scripture)?.passages ?? [],
    speaker,
    series,
    hasAudio: draft.audioUrl !== null,
    hasVideo: draft.videoUrl !== null,
    publishedAt: new Date(),
    notes: draft.notes,
    audioUrl: draft.audioUrl,
    audioSize: null,
    audioType: null,
    videoUrl: draft.videoUrl,
    booklet,
    bookPage: draft.bookPage,
    previous: null,
    next: null,
  };
}

// No notes: the feed prints none, and reading 300 teachings' notes held the server seconds per request.
export type FeedTeaching = TeachingCard & { audioUrl: string; audioSize: number; audioType: string };

export async function listFeedTeachings(seriesSlug?: string): Promise<FeedTeaching[]> {
  "use cache";
  cacheTag(CACHE_TAGS.teachings);
  cacheLife("max");
  const rows = await db.teaching.findMany({
    where: {
      ...filtersWhere({ series: seriesSlug }),
      audioUrl: { not: null },
      audioSize: { not: null },
      audioType: { not: null },
    },
    select: { ...cardSelect, audioSize: true, audioType: true },
    orderBy: newestFirst,
    take: 300,
  });
  return rows.map(({ audioSize, audioType, ...row }) => ({
    ...toCard(row),
    audioUrl: row.audioUrl!,
    audioSize: audioSize!,
    audioType: audioType!,
  }));
}

export async function listPublishedTeachingSlugs(limit: number): Promise<{ slug: string; updatedAt: Date }[]> {
  "use cache";
  cacheTag(CACHE_TAGS.teachings);
  cacheLife("max");
  return db.teaching.findMany({
    where: onSite,
    select: { slug: true, updatedAt: true },
    orderBy: newestFirst,
    take: limit,
  });
}

export type StaffTeaching = {
  id: number;
  title: string;
  slug: string;
  date: string;
  speaker: string | null;
  series: string | null;
  publishedAt: Date | null;
  hasDraft: boolean;
  publishAt: Date | null;
};

export async function listStaffTeachings(): Promise<StaffTeaching[]> {
  const [rows, drafts] = await Promise.all([
    db.teaching.findMany({
      select: {
        id: true,
        title: true,
        slug: true,
        date: true,
        publishedAt: true,
        speaker: { select: { name: true } },
        series: { select: { name: true } },
      },
      orderBy: newestFirst,
      // Whole unless a restored store holds more than the API lets staff make.
      take: MAX_TEACHINGS,
    }),
    db.contentDraft.findMany({
      where: { entityType: teachingDrafts.type },
      select: { entityId: true, publishAt: true },
    }),
  ]);
  const drafted = new Map(drafts.map((draft) => [draft.entityId, draft]));
  return rows.map(({ date, speaker, series, ...row }) => ({
    ...row,
    date: dayOf(date),
    speaker: speaker?.name ?? null,
    series: series?.name ?? null,
    hasDraft: drafted.has(row.id),
    publishAt: drafted.get(row.id)?.publishAt ?? null,
  }));
}

export async function createTeaching(values: TeachingCreateInput & { date: string }): Promise<StaffTeaching> {
  const row = await db.$transaction(async (tx) => {
    // One creation at a time, so two at the limit cannot both pass the count.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('teachings:create'))`;
    if ((await tx.teaching.count()) >= MAX_TEACHINGS) throw conflict(TOO_MANY_TEACHINGS);
    if (await tx.teaching.count({ where: { slug: values.slug } })) throw slugTaken();
    return tx.teaching.create({
      data: { title: values.title, slug: values.slug, date: new Date(`${values.date}T00:00:00Z`) },
      select: { id: true, title: true, slug: true, date: true },
    });
  });
  return {
    ...row,
    date: dayOf(row.date),
    speaker: null,
    series: null,
    publishedAt: null,
    hasDraft: false,
    publishAt: null,
  };
}

export async function deleteTeaching(id: number, actor: Pick<Actor, "role">): Promise<void> {
  await db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ publishedAt: Date | null }[]>`
      SELECT "publishedAt" FROM "Teaching" WHERE id = ${id} FOR UPDATE`;
    if (!row) throw notFound(TEACHING_NOT_FOUND);
    if (row.publishedAt) await assertMayChangeLive(actor);
    await tx.teaching.delete({ where: { id } });
    await deleteContentHistory(tx, teachingDrafts.type, id);
  });
  await invalidate(CACHE_TAGS.teachings);
}
