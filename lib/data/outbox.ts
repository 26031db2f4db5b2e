import "server-only";
import { db } from "@/lib/db";
import type { OutboxStatus } from "@/lib/generated/prisma/enums";

export type NewOutboxMail = {
  kind: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  links: string[];
};

const outboxSelect = {
  id: true,
  kind: true,
  to: true,
  replyTo: true,
  subject: true,
  text: true,
  links: true,
  status: true,
  note: true,
  attempts: true,
  nextAttemptAt: true,
  sentAt: true,
  createdAt: true,
} as const;

export async function insertOutboxMail(mail: NewOutboxMail, state: { status: OutboxStatus; note: string | null }) {
  return db.outboxMail.create({ data: { ...mail, ...state }, select: { id: true } });
}

// Their next attempt moves `leaseMs` ahead at once, so another instance (or tick) does not send them too.
export async function claimDueMails(now: Date, leaseMs: number, limit = 20) {
  const lease = new Date(now.getTime() + leaseMs);
  return db.$queryRaw<
    {
      id: number;
      to: string;
      replyTo: string | null;
      subject: string;
      text: string;
      html: string | null;
      attempts: number;
    }[]
  >`
    UPDATE mail_outbox SET "nextAttemptAt" = ${lease}
    WHERE id IN (
      SELECT id FROM mail_outbox
      WHERE status = 'pending' AND "nextAttemptAt" <= ${now}
      ORDER BY "nextAttemptAt", id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, "to", "replyTo", subject, text, html, attempts`;
}

// Its single-use link tokens are then dropped: account_tokens keeps only hashes, so a database reader finds none here.
export async function markMailSent(id: number, at: Date) {
  await db.$executeRaw`
    UPDATE mail_outbox SET
      status = 'sent', "sentAt" = ${at}, note = NULL, attempts = attempts + 1,
      text = regexp_replace(text, ${TOKEN_PATTERN}, ${TOKEN_REMOVED}, 'g'),
      html = regexp_replace(html, ${TOKEN_PATTERN}, ${TOKEN_REMOVED}, 'g'),
      links = ARRAY(SELECT regexp_replace(link, ${TOKEN_PATTERN}, ${TOKEN_REMOVED}, 'g') FROM unnest(links) AS link)
    WHERE id = ${id}`;
}

const TOKEN_PATTERN = "token=[A-Za-z0-9_-]+";
export const TOKEN_REMOVED = "token=(removed once sent)";

export async function markMailAttemptFailed(
  id: number,
  { note, nextAttemptAt, giveUp }: { note: string; nextAttemptAt: Date; giveUp: boolean },
) {
  await db.outboxMail.updateMany({
    where: { id },
    data: { status: giveUp ? "failed" : "pending", note, nextAttemptAt, attempts: { increment: 1 } },
  });
}

export async function requeueMail(id: number, now: Date) {
  const { count } = await db.outboxMail.updateMany({
    where: { id, status: { in: ["held", "failed"] } },
    data: { status: "pending", note: null, nextAttemptAt: now },
  });
  return count > 0;
}

export async function findOutboxMail(id: number) {
  return db.outboxMail.findUnique({ where: { id }, select: outboxSelect });
}

export async function listOutbox({ page, pageSize }: { page: number; pageSize: number }) {
  const [items, total, byStatus] = await Promise.all([
    db.outboxMail.findMany({
      select: outboxSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db.outboxMail.count(),
    db.outboxMail.groupBy({ by: ["status"], _count: { _all: true } }),
  ]);
  const counts = { pending: 0, held: 0, sent: 0, failed: 0 } satisfies Record<OutboxStatus, number>;
  for (const row of byStatus) counts[row.status] = row._count._all;
  return { items, total, page, pageSize, counts };
}

export async function outboxHasFailures(now: Date) {
  const since = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const failing = await db.outboxMail.findFirst({
    where: {
      OR: [
        { status: "pending", attempts: { gt: 0 } },
        { status: "failed", createdAt: { gte: since } },
      ],
    },
    select: { id: true },
  });
  return failing !== null;
}
