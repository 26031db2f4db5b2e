import { apiFetch } from "@/lib/api/client";
import type { ApiResult } from "@/lib/api/json";
import { ifMatch } from "@/lib/api/admin/content";
import type { teachingDrafts } from "@/lib/data/teaching-drafts";
import type { listStaffTeachings } from "@/lib/data/teachings";
import type { listTeachingListItems } from "@/lib/data/teaching-lists";
import type { TeachingCreateInput, TeachingListItemInput, TeachingSnapshotInput } from "@/lib/validation/teachings";

export type StaffTeachingRow = ApiResult<typeof listStaffTeachings>[number];
export type TeachingListRow = ApiResult<typeof listTeachingListItems>[number];
export type TeachingDraftState = ApiResult<typeof teachingDrafts.state> & {
  canPublish: boolean;
  publishingRestricted: boolean;
};
export type TeachingListPath = "speakers" | "series";

export const teachingKeys = {
  all: ["teachings"] as const,
  list: (path: TeachingListPath) => ["teachings", path] as const,
};

const draftPath = (id: number) => `/api/content/teaching/${id}/draft`;

export const teachingsApi = {
  list: () => apiFetch<StaffTeachingRow[]>("/api/teachings"),
  create: (values: TeachingCreateInput) =>
    apiFetch<StaffTeachingRow>("/api/teachings", {
      method: "POST",
      json: values,
    }),
  remove: (id: number) => apiFetch<unknown>(`/api/teachings/${id}`, { method: "DELETE" }),
  draft: (id: number) => apiFetch<TeachingDraftState>(draftPath(id)),
  saveDraft: (id: number, snapshot: TeachingSnapshotInput, revision: string | null) =>
    apiFetch<TeachingDraftState>(draftPath(id), {
      method: "PUT",
      json: snapshot,
      headers: ifMatch(revision),
    }),
  items: (path: TeachingListPath) => apiFetch<TeachingListRow[]>(`/api/${path}`),
  addItem: (path: TeachingListPath, values: TeachingListItemInput) =>
    apiFetch<TeachingListRow>(`/api/${path}`, { method: "POST", json: values }),
  removeItem: (path: TeachingListPath, id: number) => apiFetch<unknown>(`/api/${path}/${id}`, { method: "DELETE" }),
  uploadAudio: (file: File) => {
    const body = new FormData();
    body.append("audio", file);
    return apiFetch<{ audioUrl: string }>("/api/upload/audio", {
      method: "POST",
      body,
    });
  },
};
