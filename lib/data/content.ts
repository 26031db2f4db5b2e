import "server-only";
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { conflict, forbidden, preconditionFailed } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { getContentSettings } from "@/lib/data/settings";
import { sameJson } from "@/lib/data/carry-edits";
import type { Role } from "@/lib/generated/prisma/enums";

type Tx = Prisma.TransactionClient | typeof db;

export type Actor = { id: number | null; name: string; role?: Role };

export type DraftRow = {
  entityType: string;
  entityId: number;
  snapshot: unknown;
  updatedByName: string;
  updatedAt: Date;
  publishAt: Date | null;
  scheduledByName: string | null;
  submittedAt: Date | null;
  submittedByName: string | null;
  submitNote: string | null;
  revision: string;
};

export type VersionSummary = { id: number; note: string; publishedByName: string; publishedAt: Date };

const draftSelect = {
  entityType: true,
  entityId: true,
  snapshot: true,
  updatedByName: true,
  updatedAt: true,
  publishAt: true,
  scheduledByName: true,
  submittedAt: true,
  submittedByName: true,
  submitNote: true,
  id: true,
  revision: true,
} as const;
const versionSelect = { id: true, note: true, publishedByName: true, publishedAt: true } as const;

const item = (entityType: string, entityId: number) => ({ entityType_entityId: { entityType, entityId } });

// The row's id is part of it, so a restarted draft never repeats a revision an editor may still hold.
const draftRevision = (row: { id: number; revision: number }) => `${row.id}.${row.revision}`;

function toDraftRow({ id, revision, ...row }: Prisma.ContentDraftGetPayload<{ select: typeof draftSelect }>): DraftRow {
  return { ...row, revision: draftRevision({ id, revision }) };
}

export async function getDraft(entityType: string, entityId: number, tx: Tx = db): Promise<DraftRow | null> {
  const row = await tx.contentDraft.findUnique({ where: item(entityType, entityId), select: draftSelect });
  return row && toDraftRow(row);
}

export const liveRevision = (snapshot: unknown) =>
  `live.${createHash("sha256").update(JSON.stringify(snapshot)).digest("hex").slice(0, 20)}`;

export const DRAFT_CHANGED = "This draft was changed by someone else since you opened it.";

export type ExpectedRevision = string | null | undefined;

/** Locks the item's live rows (as its spec write routes do) and reads its live snapshot. */
export type LockedLive = (tx: Prisma.TransactionClient) => Promise<unknown>;

// 412 when the draft is not the one the client started from; the item's lock goes first, as spec routes take it.
async function assertRevision(
  tx: Prisma.TransactionClient,
  entityType: string,
  entityId: number,
  expected: string | null,
  live?: LockedLive,
) {
  const fromLive = expected?.startsWith("live.") ?? false;
  const liveNow = fromLive && live ? liveRevision(await live(tx)) : expected;
  const current = await getDraftForUpdate(entityType, entityId, tx);
  if ((current?.revision ?? (fromLive ? liveNow : null)) !== expected) throw preconditionFailed(DRAFT_CHANGED);
  return current;
}

// Locked until the transaction ends: a spec route's merge cannot overwrite a save made meanwhile.
export async function getDraftForUpdate(entityType: string, entityId: number, tx: Prisma.TransactionClient) {
  await tx.$queryRaw`SELECT 1 FROM "ContentDraft" WHERE "entityType" = ${entityType} AND "entityId" = ${entityId} FOR UPDATE`;
  return getDraft(entityType, entityId, tx);
}

export const CHANGED_WHILE_PUBLISHING = "It changed while it was being published. Please check it and publish again.";

// Under the item's lock both are checked again: a change made in between is never undone by the publish (409).
export async function assertUnchangedSinceRead<S>(
  tx: Prisma.TransactionClient,
  entityType: string,
  entityId: number,
  read: { live: S; draft: DraftRow | null },
  liveNow: S,
) {
  const draftNow = await getDraftForUpdate(entityType, entityId, tx);
  if (!sameJson(liveNow, read.live) || !sameJson(draftNow?.snapshot, read.draft?.snapshot)) {
    throw conflict(CHANGED_WHILE_PUBLISHING);
  }
}

const UNSCHEDULED = { publishAt: null, scheduledById: null, scheduledByName: null };

// Row-locked (412 if changed meanwhile). Voids submission and schedule: only what an admin read may go live unattended.
export async function saveDraft(
  entityType: string,
  entityId: number,
  snapshot: Prisma.InputJsonValue,
  actor: Actor,
  expected?: ExpectedRevision,
  live?: LockedLive,
): Promise<DraftRow> {
  const values = {
    snapshot,
    updatedById: actor.id,
    updatedByName: actor.name,
    submittedAt: null,
    submittedByName: null,
    submitNote: null,
    ...UNSCHEDULED,
  };
  if (expected === undefined) {
    const row = await db.contentDraft.upsert({
      where: item(entityType, entityId),
      create: { entityType, entityId, ...values },
      update: values,
      select: draftSelect,
    });
    return toDraftRow(row);
  }
  return db.$transaction(async (tx) => {
    if (await assertRevision(tx, entityType, entityId, expected, live)) {
      return toDraftRow(
        await tx.contentDraft.update({ where: item(entityType, entityId), data: values, select: draftSelect }),
      );
    }
    // No row to lock: a save that created the draft meanwhile makes this insert a no-op.
    const { count } = await tx.contentDraft.createMany({
      data: [{ entityType, entityId, ...values }],
      skipDuplicates: true,
    });
    if (count === 0) throw preconditionFailed(DRAFT_CHANGED);
    return (await getDraft(entityType, entityId, tx))!;
  });
}

// A live change carried into the draft changes what would go live: it voids the schedule too, as a save does.
export async function replaceDraftSnapshot(
  entityType: string,
  entityId: number,
  snapshot: Prisma.InputJsonValue,
  tx: Tx = db,
) {
  await tx.contentDraft.updateMany({ where: { entityType, entityId }, data: { snapshot, ...UNSCHEDULED } });
}

export async function deleteDraft(entityType: string, entityId: number, tx: Tx = db): Promise<boolean> {
  const { count } = await tx.contentDraft.deleteMany({ where: { entityType, entityId } });
  return count > 0;
}

export async function discardDraft(entityType: string, entityId: number, expected?: ExpectedRevision) {
  if (expected === undefined) return deleteDraft(entityType, entityId);
  return db.$transaction(async (tx) => {
    await assertRevision(tx, entityType, entityId, expected);
    return deleteDraft(entityType, entityId, tx);
  });
}

/** A draft revision, or no draft: "none", or a live revision that must still be current (unpublished rows change). */
export function isExpectedDraft(
  draft: { revision: string } | null,
  expected: ExpectedRevision,
  liveNow?: string,
): boolean {
  if (expected === undefined) return true;
  if (expected === null) return draft === null;
  if (expected.startsWith("live.")) return draft === null && (liveNow === undefined || liveNow === expected);
  return draft?.revision === expected;
}

export async function setDraftSchedule(
  entityType: string,
  entityId: number,
  publishAt: Date | null,
  scheduledBy: Actor,
  expected?: ExpectedRevision,
): Promise<DraftRow | null> {
  const schedule = publishAt
    ? { publishAt, scheduledById: scheduledBy.id, scheduledByName: scheduledBy.name }
    : UNSCHEDULED;
  return db.$transaction(async (tx) => {
    const draft = await getDraftForUpdate(entityType, entityId, tx);
    if (!isExpectedDraft(draft, expected)) throw preconditionFailed(DRAFT_CHANGED);
    if (!draft) return null;
    await tx.contentDraft.update({ where: item(entityType, entityId), data: schedule });
    return getDraft(entityType, entityId, tx);
  });
}

export async function submitDraft(
  entityType: string,
  entityId: number,
  actor: Actor,
  note: string,
): Promise<DraftRow | null> {
  const { count } = await db.contentDraft.updateMany({
    where: { entityType, entityId },
    data: { submittedAt: new Date(), submittedByName: actor.name, submitNote: note || null },
  });
  return count === 0 ? null : getDraft(entityType, entityId);
}

export async function listSubmittedDrafts(): Promise<DraftRow[]> {
  const rows = await db.contentDraft.findMany({
    where: { submittedAt: { not: null } },
    select: draftSelect,
    orderBy: { submittedAt: "asc" },
    take: 100,
  });
  return rows.map(toDraftRow);
}

export async function listDueDrafts(now: Date): Promise<{ entityType: string; entityId: number }[]> {
  return db.contentDraft.findMany({
    where: { publishAt: { lte: now } },
    select: { entityType: true, entityId: true },
    orderBy: { publishAt: "asc" },
  });
}

export async function versionedIds(entityType: string, entityIds: number[], tx: Tx = db): Promise<Set<number>> {
  const rows = await tx.contentVersion.findMany({
    where: { entityType, entityId: { in: entityIds } },
    select: { entityId: true },
    distinct: ["entityId"],
  });
  return new Set(rows.map((row) => row.entityId));
}

export async function listVersions(entityType: string, entityId: number): Promise<VersionSummary[]> {
  return db.contentVersion.findMany({
    where: { entityType, entityId },
    select: versionSelect,
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
  });
}

export async function getVersion(entityType: string, entityId: number, versionId: number) {
  return db.contentVersion.findFirst({
    where: { id: versionId, entityType, entityId },
    select: { ...versionSelect, snapshot: true },
  });
}

export async function appendVersion(
  tx: Tx,
  input: {
    entityType: string;
    entityId: number;
    snapshot: Prisma.InputJsonValue;
    note: string;
    actor: Actor;
    at: Date;
  },
) {
  const { entityType, entityId, snapshot, note, actor, at } = input;
  await tx.contentVersion.create({
    data: {
      entityType,
      entityId,
      snapshot,
      note,
      publishedById: actor.id,
      publishedByName: actor.name,
      publishedAt: at,
    },
    select: { id: true },
  });
  const { versionsLimit: limit } = await getContentSettings(tx);
  await tx.$executeRaw`
    DELETE FROM "ContentVersion" WHERE id IN (
      SELECT id FROM "ContentVersion" WHERE "entityType" = ${entityType} AND "entityId" = ${entityId}
      ORDER BY "publishedAt" DESC, id DESC OFFSET ${limit})`;
}

export async function deleteContentHistory(tx: Tx, entityType: string, entityId: number) {
  await tx.contentDraft.deleteMany({ where: { entityType, entityId } });
  await tx.contentVersion.deleteMany({ where: { entityType, entityId } });
}

export async function canPublish(role: Role | undefined): Promise<boolean> {
  if (role === "admin") return true;
  if (role !== "editor") return false;
  return !(await getContentSettings()).publishingRestricted;
}

export const LIVE_CHANGE_FORBIDDEN =
  "Only an admin can change what visitors see. Edit the draft and submit it for review instead.";

// "Only admins publish" (decision 011): the spec's live routes would otherwise bypass the workflow's review.
export async function assertMayChangeLive(actor: Pick<Actor, "role">) {
  if (actor.role !== undefined && !(await canPublish(actor.role))) throw forbidden(LIVE_CHANGE_FORBIDDEN);
}

/** Runs a write in one transaction; the spec's write routes take one so history can wrap them. */
export type TransactionRunner = <T>(work: (tx: Prisma.TransactionClient) => Promise<T>) => Promise<T>;
export const inTransaction: TransactionRunner = (work) => db.$transaction(work);

export const API_CHANGE_NOTE = "Changed through the API";

export type LiveHistoryKind<S> = {
  entityType: string;
  lock: (tx: Prisma.TransactionClient, ids: number[]) => Promise<void>;
  live: (tx: Prisma.TransactionClient, id: number) => Promise<{ snapshot: S; onSite: boolean } | null>;
  read: (value: unknown) => S;
  carry: (draft: S, before: S, after: S) => S;
};

const TIMEOUT = { timeout: 60_000 };

export function keepingHistory<S extends Prisma.InputJsonValue>(
  kind: LiveHistoryKind<S>,
  items: (tx: Prisma.TransactionClient) => Promise<number[]>,
  actor: Actor,
): TransactionRunner {
  return (work) =>
    db.$transaction(async (tx) => {
      const ids = [...new Set(await items(tx))].sort((a, b) => a - b);
      await kind.lock(tx, ids);
      const before = new Map<number, S | undefined>();
      let onSite = false;
      for (const id of ids) {
        const live = await kind.live(tx, id);
        before.set(id, live?.snapshot);
        onSite ||= live?.onSite === true;
      }
      if (onSite) await assertMayChangeLive(actor);
      const result = await work(tx);
      for (const id of ids) await keepLiveChange(tx, kind, id, before.get(id), actor);
      return result;
    }, TIMEOUT);
}

async function keepLiveChange<S extends Prisma.InputJsonValue>(
  tx: Prisma.TransactionClient,
  kind: LiveHistoryKind<S>,
  id: number,
  before: S | undefined,
  actor: Actor,
) {
  const after = await kind.live(tx, id);
  if (!after || !before) return;
  const { entityType } = kind;
  if (after.onSite) {
    const newest = await tx.contentVersion.findFirst({
      where: { entityType, entityId: id },
      select: { snapshot: true },
      orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    });
    if (!newest || !sameJson(newest.snapshot, after.snapshot)) {
      const version = { entityType, entityId: id, snapshot: after.snapshot, note: API_CHANGE_NOTE };
      await appendVersion(tx, { ...version, actor, at: new Date() });
    }
  }
  if (sameJson(before, after.snapshot)) return;
  const draft = await getDraftForUpdate(entityType, id, tx);
  if (draft)
    await replaceDraftSnapshot(entityType, id, kind.carry(kind.read(draft.snapshot), before, after.snapshot), tx);
}

export const actorOf = (user: { id: number; username: string; role: Role }): Actor => ({
  id: user.id,
  name: user.username,
  role: user.role,
});
