import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/data/audit";
import { listDueDrafts } from "@/lib/data/content";
import { log } from "@/lib/log";
import { CONTENT_TYPES, type ContentType } from "@/lib/validation/content";
import { CONTENT_KINDS } from "./workflow";

export const SCHEDULER_INTERVAL_MS = 60_000;

const isContentType = (value: string): value is ContentType => (CONTENT_TYPES as readonly string[]).includes(value);

// Each draft is claimed first, so with several server instances exactly one publishes it.
export async function publishDue(now: Date): Promise<{ entityType: string; entityId: number; title: string }[]> {
  const published: { entityType: string; entityId: number; title: string }[] = [];
  for (const due of await listDueDrafts(now)) {
    const claimed = await db.contentDraft.updateManyAndReturn({
      where: { entityType: due.entityType, entityId: due.entityId, publishAt: { lte: now } },
      data: { publishAt: null },
      select: { updatedByName: true, updatedById: true, id: true, revision: true },
    });
    if (claimed.length === 0 || !isContentType(due.entityType)) continue;
    const kind = CONTENT_KINDS[due.entityType];
    const scheduledBy = claimed[0].updatedByName;
    try {
      const { title } = await kind.publish(due.entityId, {
        actor: { id: claimed[0].updatedById, name: scheduledBy },
        note: "Scheduled publish",
        at: now,
        // Exactly the draft that was claimed: a save landing after the claim stays a draft.
        expected: `${claimed[0].id}.${claimed[0].revision}`,
      });
      await recordAudit(null, {
        action: "publish",
        entityType: kind.label,
        entityId: due.entityId,
        summary: `Published ${kind.label} "${title}" at its scheduled time (scheduled by ${scheduledBy})`,
      });
      published.push({ entityType: due.entityType, entityId: due.entityId, title });
    } catch (error) {
      // A draft that cannot go live (no page yet) stays a draft; staff see it unscheduled.
      log.warn("scheduled publish failed", { entityType: due.entityType, entityId: due.entityId, err: error });
    }
  }
  return published;
}

export function startContentScheduler({ intervalMs = SCHEDULER_INTERVAL_MS, clock = () => new Date() } = {}) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await publishDue(clock());
    } catch (error) {
      log.warn("scheduled publishing check failed", { err: error });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
