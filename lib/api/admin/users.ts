import { apiFetch } from "@/lib/api/client";
import type { ApiResult, Deleted } from "@/lib/api/json";
import type { toUserResponse } from "@/lib/auth/user-response";
import type { Role } from "@/lib/validation/auth";

export type UserRow = ApiResult<typeof toUserResponse>;

export const userKeys = { all: ["users"] as const };

export const usersApi = {
  list: () => apiFetch<UserRow[]>("/api/users"),
  changeRole: (id: number, role: Role) => apiFetch<UserRow>(`/api/users/${id}`, { method: "PATCH", json: { role } }),
  remove: (id: number) => apiFetch<Deleted>(`/api/users/${id}`, { method: "DELETE" }),
};
