import "server-only";
import { db } from "@/lib/db";
import { recordAudit } from "@/lib/data/audit";
import { canPublish, listDueDrafts } from "@/lib/data/content";
import { currentRole } from "@/lib/data/users";
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
      select: {
        scheduledById: true,
        scheduledByName: true,
        updatedById: true,
        updatedByName: true,
        id: true,
        revision: true,
      },
    });
    if (claimed.length === 0 || !isContentType(due.entityType)) continue;
    const kind = CONTENT_KINDS[due.entityType];
    const draft = claimed[0];
    // Drafts scheduled before the scheduler was recorded name their last saver.
    const scheduledBy =
      draft.scheduledByName === null
        ? { id: draft.updatedById, name: draft.updatedByName }
        : { id: draft.scheduledById, name: draft.scheduledByName };
    // Checked now, not when it was scheduled: the restriction may be on since, or the scheduler demoted or removed.
    if (!(await canPublish(await currentRole(scheduledBy.id)))) {
      await recordAudit(null, {
        action: "schedule",
        entityType: kind.label,
        entityId: due.entityId,
        summary: `Cleared the publish time of ${kind.label} #${due.entityId}: ${scheduledBy.name ?? "its scheduler"} may no longer publish`,
      });
      continue;
    }
    try {
      const { title } = await kind.publish(due.entityId, {
        actor: scheduledBy,
        note: "Scheduled publish",
        at: now,
        // Exactly the draft that was claimed: a save landing after the claim stays a draft.
        expected: `${draft.id}.${draft.revision}`,
      });
      await recordAudit(null, {
        action: "publish",
        entityType: kind.label,
        entityId: due.entityId,
        summary: `Published ${kind.label} "${title}" at its scheduled time (scheduled by ${scheduledBy.name})`,
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
