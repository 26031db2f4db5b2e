import "server-only";
import { db } from "@/lib/db";
import { newestFirstBatches, type NewestFirstKey } from "@/lib/data/newest-first";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { AuditEvent } from "@/lib/contracts/audit";
import type { AuditFilter } from "@/lib/validation/audit";

export const AUDIT_PAGE_SIZE = 50;

/** There is no update or delete here: the table refuses both (decision 016). */
export async function recordAudit(actor: { id: number; username: string } | null, event: AuditEvent) {
  await db.auditEntry.create({
    data: { actorId: actor?.id ?? null, actorName: actor?.username ?? "system", ...event },
  });
}

const entrySelect = {
  id: true,
  actorId: true,
  actorName: true,
  action: true,
  entityType: true,
  entityId: true,
  summary: true,
  createdAt: true,
} as const;

function where(filter: AuditFilter): Prisma.AuditEntryWhereInput {
  const createdAt: Prisma.DateTimeFilter = {};
  if (filter.from) createdAt.gte = new Date(`${filter.from}T00:00:00Z`);
  // "to" is a whole day: everything before the next midnight.
  if (filter.to) createdAt.lt = new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000);
  return {
    ...(filter.userId ? { actorId: filter.userId } : {}),
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.entityType ? { entityType: filter.entityType } : {}),
    ...(filter.from || filter.to ? { createdAt } : {}),
  };
}

export async function listAuditEntries(filter: AuditFilter & { page: number }) {
  const [items, total, actors, entityTypes] = await Promise.all([
    db.auditEntry.findMany({
      where: where(filter),
      select: entrySelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: AUDIT_PAGE_SIZE,
      skip: (filter.page - 1) * AUDIT_PAGE_SIZE,
    }),
    db.auditEntry.count({ where: where(filter) }),
    db.auditEntry.findMany({
      where: { actorId: { not: null } },
      distinct: ["actorId"],
      select: { actorId: true, actorName: true },
      orderBy: { actorId: "asc" },
    }),
    db.auditEntry.findMany({ distinct: ["entityType"], select: { entityType: true }, orderBy: { entityType: "asc" } }),
  ]);
  return {
    items,
    total,
    page: filter.page,
    pageSize: AUDIT_PAGE_SIZE,
    actors: actors.map((row) => ({ id: row.actorId as number, name: row.actorName })),
    entityTypes: entityTypes.map((row) => row.entityType),
  };
}

export function exportAuditEntries(filter: AuditFilter, max?: number) {
  return newestFirstBatches(
    (after, take) =>
      db.auditEntry.findMany({
        where: after ? { AND: [where(filter), olderThan(after)] } : where(filter),
        select: entrySelect,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take,
      }),
    max,
  );
}

// The `lte` bounds the index range on createdAt; the OR alone would be read from the newest entry on.
const olderThan = ({ createdAt, id }: NewestFirstKey): Prisma.AuditEntryWhereInput => ({
  createdAt: { lte: createdAt },
  OR: [{ createdAt: { lt: createdAt } }, { id: { lt: id } }],
});
