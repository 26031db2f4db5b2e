import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS, invalidate } from "@/lib/cache";
import { db, isUniqueViolation } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import { MAX_TEACHING_LIST_ITEMS, type TeachingListItemValues } from "@/lib/validation/teachings";

export type TeachingList = "speaker" | "series";

export type TeachingListItem = {
  id: number;
  name: string;
  slug: string;
  description: string;
  imageUrl: string | null;
  teachings: number;
};

const LABELS: Record<TeachingList, { notFound: string; slugTaken: string; full: string }> = {
  speaker: {
    notFound: "Speaker not found.",
    slugTaken: "A speaker with that slug already exists.",
    full: `A site holds at most ${MAX_TEACHING_LIST_ITEMS} speakers. Delete one before adding another.`,
  },
  series: {
    notFound: "Series not found.",
    slugTaken: "A series with that slug already exists.",
    full: `A site holds at most ${MAX_TEACHING_LIST_ITEMS} series. Delete one before adding another.`,
  },
};

type Client = Pick<typeof db, "speaker" | "teachingSeries">;

const table = (list: TeachingList, client: Client = db) =>
  list === "speaker" ? client.speaker : (client.teachingSeries as unknown as typeof db.speaker);

const select = {
  id: true,
  name: true,
  slug: true,
  description: true,
  imageUrl: true,
  _count: { select: { teachings: { where: { publishedAt: { not: null } } } } },
} as const;

type Row = { _count: { teachings: number } } & Omit<TeachingListItem, "teachings">;
const toItem = ({ _count, ...row }: Row): TeachingListItem => ({ ...row, teachings: _count.teachings });

export async function listTeachingListItems(list: TeachingList): Promise<TeachingListItem[]> {
  "use cache";
  cacheTag(CACHE_TAGS.teachings);
  cacheLife("max");
  const rows = await table(list).findMany({
    select,
    orderBy: [{ name: "asc" }, { id: "asc" }],
    // Whole unless a restored store holds more than the API lets staff make.
    take: MAX_TEACHING_LIST_ITEMS,
  });
  return rows.map(toItem);
}

const slugTaken = (list: TeachingList) => conflict(LABELS[list].slugTaken, { slug: [LABELS[list].slugTaken] });

async function assertSlugFree(list: TeachingList, slug: string, exceptId?: number, client: Client = db) {
  const taken = await table(list, client).findFirst({
    where: { slug, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { id: true },
  });
  if (taken) throw slugTaken(list);
}

export async function createTeachingListItem(list: TeachingList, values: TeachingListItemValues) {
  const row = await db.$transaction(async (tx) => {
    // One creation at a time, so two at the limit cannot both pass the count.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`teaching-${list}:create`}))`;
    if ((await table(list, tx).count()) >= MAX_TEACHING_LIST_ITEMS) throw conflict(LABELS[list].full);
    await assertSlugFree(list, values.slug, undefined, tx);
    return table(list, tx).create({ data: values, select });
  });
  await invalidate(CACHE_TAGS.teachings);
  return toItem(row);
}

export async function updateTeachingListItem(list: TeachingList, id: number, values: Partial<TeachingListItemValues>) {
  if (!(await table(list).findUnique({ where: { id }, select: { id: true } }))) throw notFound(LABELS[list].notFound);
  if (values.slug) await assertSlugFree(list, values.slug, id);
  const row = await table(list)
    .update({ where: { id }, data: values, select })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw slugTaken(list);
      throw error;
    });
  await invalidate(CACHE_TAGS.teachings);
  return toItem(row);
}

export async function deleteTeachingListItem(list: TeachingList, id: number): Promise<void> {
  const { count } = await table(list).deleteMany({ where: { id } });
  if (count === 0) throw notFound(LABELS[list].notFound);
  await invalidate(CACHE_TAGS.teachings);
}
