import "server-only";
import { revalidateTag } from "next/cache";
import { CACHE_TAGS, type CacheTag } from "@/lib/cache";
import { db } from "@/lib/db";
import { allows } from "@/lib/auth/policy";
import { forbidden } from "@/lib/errors";
import { canPublish, isPublishingRestricted, type Actor, type ExpectedRevision } from "@/lib/data/content";
import {
  discardBookletDraft,
  getBookletDraftState,
  publishBooklet,
  restoreBookletVersion,
  saveBookletDraft,
  unpublishBooklet,
} from "@/lib/data/booklet-drafts";
import {
  discardBookPageDraft,
  getBookPageDraftState,
  publishBookPage,
  restoreBookPageVersion,
  saveBookPageDraft,
  unpublishBookPage,
} from "@/lib/data/flipbook-drafts";
import {
  discardSiteTextsDraft,
  getSiteTextsDraftState,
  publishSiteTexts,
  restoreSiteTextsVersion,
  saveSiteTextsDraft,
  SETTINGS_API_NOTE,
  unpublishSiteTexts,
} from "@/lib/data/settings-drafts";
import { preparePage } from "@/lib/knowledge/indexing";
import { SITE_TEXTS_ID, type ContentType } from "@/lib/validation/content";
import type { AuditNote } from "@/lib/audit/describe";
import type { Role } from "@/lib/generated/prisma/enums";
import { log } from "@/lib/log";

// One table of what each kind of content does in the workflow (docs/decisions/016): the routes
// under /api/content/{type}/{id} and the scheduler go through it, never to a kind directly.

type Kind = {
  /** The audit trail's name for it. */
  label: string;
  /** Who edits it at all: the book is admin-only (requirements §2), like its live write routes. */
  policy: "editor" | "admin";
  tags: CacheTag[];
  state: (id: number) => Promise<{ revision: string }>;
  /** `expected`: the draft revision the client started from (If-Match); undefined saves unchecked. */
  save: (id: number, snapshot: never, actor: Actor, expected?: ExpectedRevision) => Promise<unknown>;
  discard: (id: number, expected?: ExpectedRevision) => Promise<unknown>;
  publish: (id: number, input: { actor: Actor; note: string; at?: Date }) => Promise<{ title: string }>;
  unpublish: (id: number) => Promise<{ title: string }>;
  restore: (id: number, versionId: number, actor: Actor) => Promise<unknown>;
};

export const CONTENT_KINDS: Record<ContentType, Kind> = {
  booklet: {
    label: "booklet",
    policy: "editor",
    tags: [CACHE_TAGS.booklets],
    state: getBookletDraftState,
    save: saveBookletDraft as Kind["save"],
    discard: discardBookletDraft,
    publish: (id, input) => publishBooklet(id, { ...input, prepare: preparePage }),
    unpublish: unpublishBooklet,
    restore: restoreBookletVersion,
  },
  "book-page": {
    label: "book page",
    policy: "admin",
    tags: [CACHE_TAGS.flipbook],
    state: getBookPageDraftState,
    save: saveBookPageDraft as Kind["save"],
    discard: discardBookPageDraft,
    publish: (id, input) => publishBookPage(id, { ...input, prepare: preparePage }),
    unpublish: unpublishBookPage,
    restore: restoreBookPageVersion,
  },
  "site-texts": {
    label: "public texts",
    // Settings are for admins only (requirements §D2).
    policy: "admin",
    tags: [CACHE_TAGS.settings],
    state: getSiteTextsDraftState,
    save: saveSiteTextsDraft as Kind["save"],
    discard: discardSiteTextsDraft,
    publish: publishSiteTexts,
    unpublish: unpublishSiteTexts,
    restore: restoreSiteTextsVersion,
  },
};

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
    isPublishingRestricted(),
  ]);
  return { ...state, canPublish: allowed, publishingRestricted: restricted };
}

export async function requirePublisher(role: Role | undefined) {
  if (!(await canPublish(role))) throw forbidden("Only an admin can publish. Submit the draft for review instead.");
}

/**
 * Expires the kind's cached public pages. Inside a request Next does it (and the cache handler
 * tells the other instances); the scheduler runs outside any request, where the same broadcast
 * the handler listens to expires the tags in every instance, this one included.
 */
export async function invalidateContent(tags: CacheTag[]) {
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
  } catch {
    const payload = JSON.stringify({ from: "content-scheduler", tags, durations: null });
    await db.$executeRaw`SELECT pg_notify('next_cache_tags', ${payload})`.catch((error: unknown) =>
      log.warn("cache tags not broadcast", { err: error }),
    );
  }
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
