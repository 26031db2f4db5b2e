import "server-only";
import { CACHE_TAGS } from "@/lib/cache";
import { isUniqueViolation } from "@/lib/db";
import { badRequest, conflict } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { PreparedChunks, PreparePage } from "@/lib/contracts/knowledge";
import { carryFields } from "@/lib/data/carry-edits";
import { toBookletHtml } from "@/lib/data/booklets";
import { defineDraftKind, lockRowsOf, type Tx } from "@/lib/data/draft-kind";
import { removeChunks, replaceChunks } from "@/lib/data/knowledge-chunks";
import { readPassages } from "@/lib/scripture/passages";
import { BOOK_FILE_PREFIX, storage } from "@/lib/storage";
import { mimeTypeOf } from "@/lib/contracts/file-types";
import { escapeHtml } from "@/lib/html/sanitize";
import { extensionOf } from "@/lib/validation/documents";
import { teachingSnapshotSchema, type TeachingSnapshot } from "@/lib/validation/teachings";

export const UNREADABLE_SCRIPTURE =
  'No Bible reference could be read from the scripture field. Write it like "John 3:16-21" or "Juan 3:16-21".';
export const SLUG_TAKEN = "A teaching with that slug already exists.";
export const AUDIO_MISSING = "The audio file is missing. Upload it again.";

const FIELDS = [
  "title",
  "slug",
  "date",
  "speakerId",
  "seriesId",
  "scripture",
  "summary",
  "notes",
  "audioUrl",
  "videoUrl",
  "imageUrl",
  "bookletId",
  "bookPage",
] as const satisfies readonly (keyof TeachingSnapshot)[];

const snapshotSelect = {
  title: true,
  slug: true,
  date: true,
  speakerId: true,
  seriesId: true,
  scripture: true,
  summary: true,
  notes: true,
  audioUrl: true,
  videoUrl: true,
  imageUrl: true,
  bookletId: true,
  bookPage: true,
} as const;

export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

async function liveTeaching(tx: Tx, id: number) {
  const row = await tx.teaching.findUnique({ where: { id }, select: { ...snapshotSelect, publishedAt: true } });
  if (!row) return null;
  const { publishedAt, date, ...fields } = row;
  const snapshot: TeachingSnapshot = { ...fields, date: dayOf(date) };
  return { snapshot, onSite: publishedAt !== null, meta: { teachingId: id, publishedAt } };
}

// Sanitised on every save (decision 011); an unreadable scripture field is refused then, not at publish.
function cleanTeaching(snapshot: TeachingSnapshot): TeachingSnapshot {
  if (!readPassages(snapshot.scripture)) throw badRequest(UNREADABLE_SCRIPTURE, { scripture: [UNREADABLE_SCRIPTURE] });
  return { ...snapshot, notes: toBookletHtml(snapshot.notes, "notes") };
}

type AudioFacts = { audioSize: number | null; audioType: string | null };
type PreparedTeaching = { audio: AudioFacts; chunks: PreparedChunks };

async function audioFacts(audioUrl: string | null): Promise<AudioFacts> {
  if (!audioUrl) return { audioSize: null, audioType: null };
  const name = audioUrl.slice(audioUrl.lastIndexOf("/") + 1);
  const object = await storage().get(`${BOOK_FILE_PREFIX}${name}`, { start: 0, end: 0 });
  if (!object) throw badRequest(AUDIO_MISSING, { audioUrl: [AUDIO_MISSING] });
  await object.body.cancel();
  return { audioSize: object.size, audioType: mimeTypeOf(extensionOf(name)) };
}

async function prepareTeaching(target: TeachingSnapshot, preparePage: PreparePage): Promise<PreparedTeaching> {
  const [audio, chunks] = await Promise.all([
    audioFacts(target.audioUrl),
    preparePage(target.title, teachingPassageHtml(target)),
  ]);
  return { audio, chunks };
}

export const teachingPassageHtml = (teaching: Pick<TeachingSnapshot, "summary" | "notes">) =>
  `${teaching.summary.trim() ? `<p>${escapeHtml(teaching.summary.trim())}</p>` : ""}${teaching.notes}`;

async function writeTeaching(
  tx: Prisma.TransactionClient,
  id: number,
  target: TeachingSnapshot,
  { at, prepared }: { at: Date; prepared: PreparedTeaching },
) {
  await assertLinksExist(tx, target);
  await assertSlugFree(tx, id, target.slug);
  const { passages, books } = readPassages(target.scripture) ?? { passages: [], books: [] };
  await tx.teaching
    .update({
      where: { id },
      data: {
        ...target,
        date: new Date(`${target.date}T00:00:00Z`),
        passages,
        books,
        ...prepared.audio,
        publishedAt: at,
      },
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    });
  await replaceChunks(tx, { source: "teaching", teachingId: id }, prepared.chunks);
}

async function assertLinksExist(tx: Prisma.TransactionClient, target: TeachingSnapshot) {
  const gone = [
    target.speakerId !== null && !(await tx.speaker.count({ where: { id: target.speakerId } })) && "speaker",
    target.seriesId !== null && !(await tx.teachingSeries.count({ where: { id: target.seriesId } })) && "series",
    target.bookletId !== null && !(await tx.booklet.count({ where: { id: target.bookletId } })) && "booklet",
  ].filter(Boolean);
  if (gone.length > 0) throw badRequest(`The chosen ${gone.join(" and ")} no longer exists. Choose again.`);
}

export const slugTaken = () => conflict(SLUG_TAKEN, { slug: [SLUG_TAKEN] });

async function assertSlugFree(tx: Prisma.TransactionClient, id: number, slug: string) {
  if (await tx.teaching.count({ where: { slug, NOT: { id } } })) throw slugTaken();
}

export const teachingDrafts = defineDraftKind({
  type: "teaching",
  schema: teachingSnapshotSchema,
  notFound: "Teaching not found.",
  lock: lockRowsOf("Teaching"),
  live: liveTeaching,
  clean: cleanTeaching,
  check: (snapshot) => (readPassages(snapshot.scripture) ? null : UNREADABLE_SCRIPTURE),
  prepare: (target, _live, preparePage) => prepareTeaching(target, preparePage),
  writeLive: writeTeaching,
  unpublish: async (tx, id) => {
    await tx.teaching.update({ where: { id }, data: { publishedAt: null } });
    await removeChunks(tx, { source: "teaching", teachingId: id });
  },
  carry: (draft, before, after) => carryFields(draft, before, after, FIELDS),
  tags: [CACHE_TAGS.teachings],
});
