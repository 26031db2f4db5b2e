import "server-only";
import type { z } from "zod";
import { allows } from "@/lib/auth/policy";
import { forbidden } from "@/lib/errors";
import { canPublish, type Actor, type ExpectedRevision } from "@/lib/data/content";
import { getContentSettings } from "@/lib/data/settings";
import { bookletDrafts } from "@/lib/data/booklet-drafts";
import { bookPageDrafts } from "@/lib/data/flipbook-drafts";
import { SETTINGS_API_NOTE, siteTextsDrafts } from "@/lib/data/settings-drafts";
import { teachingDrafts } from "@/lib/data/teaching-drafts";
import type { DraftKind, PublishInput } from "@/lib/data/draft-kind";
import { preparePageWithTranslations } from "@/lib/knowledge/page-passages";
import { SITE_TEXTS_ID, type ContentType } from "@/lib/validation/content";
import type { AuditNote } from "@/lib/audit/describe";
import type { AuditEvent } from "@/lib/contracts/audit";
import type { Role } from "@/lib/generated/prisma/enums";

// docs/decisions/016: the content routes and the scheduler go through this table, never to a kind directly.

export type Kind = {
  label: string;
  /** The book is admin-only (requirements §2), like its live write routes. */
  policy: "editor" | "admin";
  schema: z.ZodType<{ title: string }>;
  state: (id: number) => Promise<{ revision: string }>;
  save: (id: number, snapshot: never, actor: Actor, expected?: ExpectedRevision) => Promise<unknown>;
  discard: (id: number, expected?: ExpectedRevision) => Promise<unknown>;
  publish: (id: number, input: Omit<PublishInput, "prepare">) => Promise<{ title: string }>;
  unpublish: (id: number) => Promise<{ title: string }>;
  restore: (id: number, versionId: number, actor: Actor) => Promise<unknown>;
};

export function contentKindOf<S extends { title: string }, M, P, R>(
  label: string,
  policy: Kind["policy"],
  drafts: DraftKind<S, M, P, R>,
): Kind {
  return {
    label,
    policy,
    schema: drafts.schema,
    state: drafts.state,
    save: drafts.save as Kind["save"],
    discard: drafts.discard,
    publish: (id, input) => drafts.publish(id, { ...input, prepare: preparePageWithTranslations }),
    unpublish: drafts.unpublish,
    restore: drafts.restore,
  };
}

export const CONTENT_KINDS: Record<ContentType, Kind> = {
  booklet: contentKindOf("booklet", "editor", bookletDrafts),
  "book-page": contentKindOf("book page", "admin", bookPageDrafts),
  // Settings are for admins only (requirements §D2).
  "site-texts": contentKindOf("public texts", "admin", siteTextsDrafts),
  teaching: contentKindOf("teaching", "editor", teachingDrafts),
};

export const publishedNote = (kind: Kind, id: number, title: string, note: string): AuditEvent => ({
  action: "publish",
  entityType: kind.label,
  entityId: id,
  summary: `Published ${kind.label} "${title}"${note ? ` (${note})` : ""}`,
});

export function contentKind(type: ContentType, role: Role | undefined): Kind {
  const kind = CONTENT_KINDS[type];
  if (!allows(kind.policy, role)) throw forbidden("Only an admin can edit this content.");
  return kind;
}

export async function editorState(type: ContentType, id: number, role: Role | undefined) {
  const [state, allowed, restricted] = await Promise.all([
    contentKind(type, role).state(id),
    canPublish(role),
    getContentSettings().then((settings) => settings.publishingRestricted),
  ]);
  return { ...state, canPublish: allowed, publishingRestricted: restricted };
}

export async function requirePublisher(role: Role | undefined) {
  if (!(await canPublish(role))) throw forbidden("Only an admin can publish. Submit the draft for review instead.");
}

export function settingsApiAudit(changedTexts: readonly string[]): AuditNote | null {
  if (changedTexts.length === 0) return null;
  const kind = CONTENT_KINDS["site-texts"];
  return {
    action: "publish",
    entityType: kind.label,
    entityId: SITE_TEXTS_ID,
    summary: `Published ${kind.label} (${SETTINGS_API_NOTE}: ${changedTexts.join(", ")})`,
  };
}
