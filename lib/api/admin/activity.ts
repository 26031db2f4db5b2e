import { apiFetch } from "@/lib/api/client";
import type { ApiResult } from "@/lib/api/json";
import type { listAuditEntries } from "@/lib/data/audit";

export type ActivityPage = ApiResult<typeof listAuditEntries>;
export type ActivityEntry = ActivityPage["items"][number];

export const activityKeys = {
  all: ["activity"] as const,
  list: (search: string, page: number) => ["activity", search, page] as const,
};

export const activityApi = {
  list: (search: URLSearchParams, page: number) => apiFetch<ActivityPage>(`/api/activity?${search}&page=${page}`),
  exportHref: (search: URLSearchParams) => `/api/activity/export?${search}`,
};
