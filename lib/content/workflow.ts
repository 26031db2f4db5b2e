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

// One table of what each kind of content does in the workflow (docs/decisions/016): the routes
// under /api/content/{type}/{id} and the scheduler go through it, never to a kind directly. A kind
// is a definition (lib/data/draft-kind.ts) with its audit name and who may edit it.

export type Kind = {
  /** The audit trail's name for it. */
  label: string;
  /** Who edits it at all: the book is admin-only (requirements §2), like its live write routes. */
  policy: "editor" | "admin";
  /** The snapshot a draft save takes. */
  schema: z.ZodType<{ title: string }>;
  state: (id: number) => Promise<{ revision: string }>;
  /** `expected`: the draft revision the client started from (If-Match); undefined saves unchecked. */
  save: (id: number, snapshot: never, actor: Actor, expected?: ExpectedRevision) => Promise<unknown>;
  discard: (id: number, expected?: ExpectedRevision) => Promise<unknown>;
  publish: (id: number, input: Omit<PublishInput, "prepare">) => Promise<{ title: string }>;
  unpublish: (id: number) => Promise<{ title: string }>;
  restore: (id: number, versionId: number, actor: Actor) => Promise<unknown>;
};

/** A kind of content in the workflow: its drafts, with the chatbot's passages prepared by the knowledge base. */
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

/** The audit entry of a publish made by staff (the scheduler words its own). */
export const publishedNote = (kind: Kind, id: number, title: string, note: string): AuditEvent => ({
  action: "publish",
  entityType: kind.label,
  entityId: id,
  summary: `Published ${kind.label} "${title}"${note ? ` (${note})` : ""}`,
});

/** The kind named in the path, when this user may edit it at all (else 403). */
export function contentKind(type: ContentType, role: Role | undefined): Kind {
  const kind = CONTENT_KINDS[type];
  if (!allows(kind.policy, role)) throw forbidden("Only an admin can edit this content.");
  return kind;
}

/** What the editor screen holds: the item as being edited, and what this user may do with it. */
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

/**
 * The audit entry of a settings API write that changed public texts: a publish of the texts, as
 * their workflow records one (docs/decisions/016); nothing to add when no text changed.
 */
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
