// Typed calls that start and end a staff session: /api/login, /api/register, /api/logout.
import { apiFetch } from "@/lib/api/client";
import type { ApiResult } from "@/lib/api/json";
import type { toUserResponse } from "@/lib/auth/user-response";
import type { LoginInput, RegisterInput } from "@/lib/validation/auth";

/** The signed-in user, as login and register answer. */
export type SessionUser = ApiResult<typeof toUserResponse>;

export const sessionApi = {
  login: (input: LoginInput) => apiFetch<SessionUser>("/api/login", { method: "POST", json: input }),
  register: (input: RegisterInput) => apiFetch<SessionUser>("/api/register", { method: "POST", json: input }),
  logout: () => apiFetch<{ success: true; message: string }>("/api/logout", { method: "POST" }),
};
