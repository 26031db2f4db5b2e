import { apiFetch } from "@/lib/api/client";
import type { ApiResult, RouteResult } from "@/lib/api/json";
import type { POST as publishRoute } from "@/app/api/content/[type]/[id]/publish/route";
import type { POST as unpublishRoute } from "@/app/api/content/[type]/[id]/unpublish/route";
import type { getBookletDraftState } from "@/lib/data/booklet-drafts";
import type { getVersion, listSubmittedDrafts, listVersions } from "@/lib/data/content";
import type { getSiteTextsDraftState } from "@/lib/data/settings-drafts";
import {
  SITE_TEXTS_ID,
  type BookletSnapshotInput,
  type ContentType,
  type SiteTextsSnapshotInput,
} from "@/lib/validation/content";

export type BookletDraftState = ApiResult<typeof getBookletDraftState> & {
  canPublish: boolean;
  publishingRestricted: boolean;
};
export type SiteTextsDraftState = ApiResult<typeof getSiteTextsDraftState> & {
  canPublish: boolean;
  publishingRestricted: boolean;
};
export type ContentVersionRow = ApiResult<typeof listVersions>[number];
export type ContentVersionDetail = NonNullable<ApiResult<typeof getVersion>>;
export type ReviewRow = Omit<ApiResult<typeof listSubmittedDrafts>[number], "snapshot"> & { title: string };

export const contentKeys = {
  draft: (type: ContentType, id: number) => ["content", type, id, "draft"] as const,
  versions: (type: ContentType, id: number) => ["content", type, id, "versions"] as const,
  version: (type: ContentType, id: number, versionId: number) => ["content", type, id, "versions", versionId] as const,
  reviews: ["content", "reviews"] as const,
};

const base = (type: ContentType, id: number) => `/api/content/${type}/${id}`;

/** The draft revision a save or discard starts from (docs/decisions/016): a stale one is refused (412). */
export const ifMatch = (revision: string | null) => ({ "If-Match": `"${revision ?? "none"}"` });

export const contentApi = {
  bookletDraft: (id: number) => apiFetch<BookletDraftState>(`${base("booklet", id)}/draft`),
  saveBookletDraft: (id: number, snapshot: BookletSnapshotInput, revision: string | null) =>
    apiFetch<BookletDraftState>(`${base("booklet", id)}/draft`, {
      method: "PUT",
      json: snapshot,
      headers: ifMatch(revision),
    }),
  siteTextsDraft: () => apiFetch<SiteTextsDraftState>(`${base("site-texts", SITE_TEXTS_ID)}/draft`),
  saveSiteTextsDraft: (snapshot: SiteTextsSnapshotInput, revision: string | null) =>
    apiFetch<SiteTextsDraftState>(`${base("site-texts", SITE_TEXTS_ID)}/draft`, {
      method: "PUT",
      json: snapshot,
      headers: ifMatch(revision),
    }),
  discardDraft: (type: ContentType, id: number, revision: string | null) =>
    apiFetch<unknown>(`${base(type, id)}/draft`, { method: "DELETE", headers: ifMatch(revision) }),
  publish: (type: ContentType, id: number, note: string, revision: string | null) =>
    apiFetch<RouteResult<typeof publishRoute>>(`${base(type, id)}/publish`, {
      method: "POST",
      json: { note },
      headers: ifMatch(revision),
    }),
  unpublish: (type: ContentType, id: number) =>
    apiFetch<RouteResult<typeof unpublishRoute>>(`${base(type, id)}/unpublish`, { method: "POST" }),
  submit: (type: ContentType, id: number, note: string) =>
    apiFetch<unknown>(`${base(type, id)}/submit`, { method: "POST", json: { note } }),
  schedule: (type: ContentType, id: number, publishAt: string | null, revision: string | null) =>
    apiFetch<unknown>(`${base(type, id)}/schedule`, { method: "PUT", json: { publishAt }, headers: ifMatch(revision) }),
  versions: (type: ContentType, id: number) => apiFetch<ContentVersionRow[]>(`${base(type, id)}/versions`),
  version: (type: ContentType, id: number, versionId: number) =>
    apiFetch<ContentVersionDetail>(`${base(type, id)}/versions/${versionId}`),
  restore: (type: ContentType, id: number, versionId: number) =>
    apiFetch<unknown>(`${base(type, id)}/versions/${versionId}/restore`, { method: "POST" }),
  reviews: () => apiFetch<ReviewRow[]>("/api/content/reviews"),
};
