// Typed calls to /api/activity (the audit trail, read only) and their query keys.
import { apiFetch } from "@/lib/api/client";
import type { ApiResult } from "@/lib/api/json";
import type { listAuditEntries } from "@/lib/data/audit";

/** GET /api/activity: one page of entries with what the filter menus offer. */
export type ActivityPage = ApiResult<typeof listAuditEntries>;
export type ActivityEntry = ActivityPage["items"][number];

export const activityKeys = {
  all: ["activity"] as const,
  /** `search` is the filters' query string (without the page). */
  list: (search: string, page: number) => ["activity", search, page] as const,
};

export const activityApi = {
  list: (search: URLSearchParams, page: number) => apiFetch<ActivityPage>(`/api/activity?${search}&page=${page}`),
  /** The CSV of every entry the filters select (a download link, not a fetch). */
  exportHref: (search: URLSearchParams) => `/api/activity/export?${search}`,
};
