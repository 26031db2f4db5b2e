import "server-only";
import type { z } from "zod";
import { invalidate, type CacheTag } from "@/lib/cache";
import { db } from "@/lib/db";
import { badRequest, notFound, preconditionFailed } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import type { PreparePage } from "@/lib/contracts/knowledge";
import {
  appendVersion,
  DRAFT_CHANGED,
  assertUnchangedSinceRead,
  deleteDraft,
  discardDraft,
  getDraft,
  getDraftForUpdate,
  getVersion,
  isExpectedDraft,
  keepingHistory,
  liveRevision,
  saveDraft,
  type Actor,
  type DraftRow,
  type ExpectedRevision,
  type LiveHistoryKind,
} from "@/lib/data/content";

// The live rows stay what visitors read; a draft and each version are snapshots (docs/decisions/016).

export type Tx = Prisma.TransactionClient | typeof db;

export type LiveItem<S, M> = { snapshot: S; onSite: boolean; meta: M };

export type DraftKindDefinition<S extends { title: string }, M, P, R> = {
  type: string;
  schema: z.ZodType<S>;
  notFound: string;
  /** Locks the items' live rows in a fixed order (publish, saves and the spec write routes take the same). */
  lock: (tx: Prisma.TransactionClient, ids: number[]) => Promise<void>;
  live: (tx: Tx, id: number) => Promise<LiveItem<S, M> | null>;
  /** The draft as it is stored: sanitised as a live save would be, fields the draft cannot change kept. */
  clean?: (snapshot: S, live: S) => S;
  check?: (snapshot: S) => string | null;
  prepare?: (target: S, live: LiveItem<S, M>, preparePage: PreparePage) => Promise<P>;
  writeLive: (
    tx: Prisma.TransactionClient,
    id: number,
    snapshot: S,
    context: { at: Date; prepared: P },
  ) => Promise<void>;
  unpublish: ((tx: Prisma.TransactionClient, id: number) => Promise<void>) | string;
  carry: (draft: S, before: S, after: S) => S;
  published?: (snapshot: S, live: LiveItem<S, M>) => R;
  tags: CacheTag[];
};

export function lockRowsOf(table: "Booklet" | "Teaching" | "FlipbookPage") {
  const rows = Prisma.raw(`"${table}"`);
  return async (tx: Prisma.TransactionClient, ids: number[]) => {
    await tx.$queryRaw`SELECT id FROM ${rows} WHERE id = ANY(${ids}) ORDER BY id FOR UPDATE`;
  };
}

type ChildRows<D> = {
  findMany(args: { where: { pageId: number }; select: { id: true } }): Promise<{ id: number }[]>;
  deleteMany(args: { where: { pageId: number; id: { notIn: number[] } } }): Promise<unknown>;
  update(args: { where: { id: number }; data: D; select: { id: true } }): Promise<unknown>;
  create(args: { data: D & { pageId: number }; select: { id: true } }): Promise<unknown>;
};

export async function writeChildRows<T extends { id?: number }, D>(
  rows: ChildRows<NoInfer<D>>,
  pageId: number,
  items: T[],
  dataOf: (item: T) => D,
) {
  const existing = new Set((await rows.findMany({ where: { pageId }, select: { id: true } })).map((row) => row.id));
  const isKept = (id: number | undefined): id is number => id !== undefined && existing.has(id);
  const kept = items.flatMap((item) => (isKept(item.id) ? [item.id] : []));
  await rows.deleteMany({ where: { pageId, id: { notIn: kept } } });
  for (const item of items) {
    const data = dataOf(item);
    if (isKept(item.id)) await rows.update({ where: { id: item.id }, data, select: { id: true } });
    else await rows.create({ data: { ...data, pageId }, select: { id: true } });
  }
}

export type DraftMeta = Omit<DraftRow, "snapshot" | "entityType" | "entityId" | "revision">;
/** `expected`: the draft revision the publisher reviewed (412 when the draft is another one). */
export type PublishInput = {
  actor: Actor;
  note: string;
  at?: Date;
  prepare?: PreparePage;
  expected?: ExpectedRevision;
};

export function defineDraftKind<S extends { title: string }, M, P = undefined, R = object>(
  kind: DraftKindDefinition<S, M, P, R>,
) {
  return new DraftKind(kind);
}

class DraftKind<S extends { title: string }, M, P, R> {
  readonly type: string;
  readonly schema: z.ZodType<S>;

  constructor(private readonly kind: DraftKindDefinition<S, M, P, R>) {
    this.type = kind.type;
    this.schema = kind.schema;
  }

  read = (value: unknown): S => this.kind.schema.parse(value);

  live = (tx: Tx, id: number) => this.kind.live(tx, id);

  private liveOrThrow = async (id: number, tx: Tx = db) => {
    const live = await this.kind.live(tx, id);
    if (!live) throw notFound(this.kind.notFound);
    return live;
  };

  state = async (id: number): Promise<M & { snapshot: S; draft: DraftMeta | null; revision: string }> => {
    const [live, draft] = await Promise.all([this.liveOrThrow(id), getDraft(this.type, id)]);
    if (!draft) return { ...live.meta, snapshot: live.snapshot, draft: null, revision: liveRevision(live.snapshot) };
    const { snapshot, entityType: _type, entityId: _id, revision, ...meta } = draft;
    return { ...live.meta, snapshot: this.read(snapshot), draft: meta, revision };
  };

  save = async (id: number, snapshot: S, actor: Actor, expected?: ExpectedRevision) => {
    const live = await this.liveOrThrow(id);
    const clean = this.kind.clean ? this.kind.clean(snapshot, live.snapshot) : snapshot;
    // Cleaning can lengthen a field past its limit (escaped "&", wrapped paragraphs): refused now, not at every read.
    const stored = this.kind.schema.safeParse(clean);
    if (!stored.success) {
      const issue = stored.error.issues[0];
      throw badRequest(issue.message, { [String(issue.path[0] ?? "draft")]: [issue.message] });
    }
    const lockedLive = async (tx: Prisma.TransactionClient) => {
      await this.kind.lock(tx, [id]);
      return (await this.kind.live(tx, id))?.snapshot;
    };
    await saveDraft(this.type, id, clean as Prisma.InputJsonValue, actor, expected, lockedLive);
    return this.state(id);
  };

  discard = async (id: number, expected?: ExpectedRevision) => {
    await discardDraft(this.type, id, expected);
    return this.state(id);
  };

  restore = async (id: number, versionId: number, actor: Actor) => {
    const version = await getVersion(this.type, id, versionId);
    if (!version) throw notFound("Version not found.");
    return this.save(id, this.read(version.snapshot), actor);
  };

  publish = async (id: number, input: PublishInput): Promise<{ title: string } & R> => {
    const { kind, type } = this;
    const at = input.at ?? new Date();
    const before = kind.prepare ? this.checked(await this.readForPublish(id)) : null;
    const prepared = before && (await kind.prepare!(before.target, before.live, input.prepare!));
    const result = await db.$transaction(
      async (tx) => {
        await kind.lock(tx, [id]);
        const now = await this.readForPublish(id, tx);
        if (!isExpectedDraft(now.draft, input.expected, liveRevision(now.live.snapshot)))
          throw preconditionFailed(DRAFT_CHANGED);
        if (before) await assertUnchangedSinceRead(tx, type, id, before, now.live);
        const target = before?.target ?? this.checked(now).target;
        await kind.writeLive(tx, id, target, { at, prepared: prepared as P });
        const published = await this.liveOrThrow(id, tx);
        const version = { entityType: type, entityId: id, snapshot: published.snapshot as Prisma.InputJsonValue };
        await appendVersion(tx, { ...version, note: input.note, actor: input.actor, at });
        await deleteDraft(type, id, tx);
        return { title: target.title, ...(kind.published?.(target, now.live) as R) };
      },
      { timeout: 60_000 },
    );
    await invalidate(...kind.tags);
    return result;
  };

  private readForPublish = async (id: number, tx?: Prisma.TransactionClient) => {
    const [live, draft] = tx
      ? [await this.liveOrThrow(id, tx), await getDraftForUpdate(this.type, id, tx)]
      : await Promise.all([this.liveOrThrow(id), getDraft(this.type, id)]);
    return { live, draft, target: draft ? this.read(draft.snapshot) : live.snapshot };
  };

  private checked = <T extends { target: S }>(item: T): T => {
    const refused = this.kind.check?.(item.target);
    if (refused) throw badRequest(refused);
    return item;
  };

  unpublish = async (id: number): Promise<{ title: string }> => {
    const { unpublish: takeOff } = this.kind;
    const live = await this.liveOrThrow(id);
    if (typeof takeOff === "string") throw badRequest(takeOff);
    await db.$transaction((tx) => takeOff(tx, id));
    await invalidate(...this.kind.tags);
    return { title: live.snapshot.title };
  };

  /** The transaction a spec write route runs in, so its change is kept in the items' history. */
  keeping = (items: (tx: Prisma.TransactionClient) => Promise<number[]>, actor: Actor) => {
    type Json = S & Prisma.InputJsonValue;
    const history: LiveHistoryKind<Json> = {
      entityType: this.type,
      lock: this.kind.lock,
      live: async (tx, id) => {
        const live = await this.kind.live(tx, id);
        return live && { snapshot: live.snapshot as Json, onSite: live.onSite };
      },
      read: (value) => this.read(value) as Json,
      carry: (draft, before, after) => this.kind.carry(draft, before, after) as Json,
    };
    return keepingHistory(history, items, actor);
  };
}

export type { DraftKind };
