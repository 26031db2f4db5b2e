// Typed calls that start and end a staff session: /api/login, /api/register, /api/logout.
import { apiFetch } from "@/lib/api/client";
import type { ApiResult } from "@/lib/api/json";
import type { toSessionUserResponse, toUserResponse } from "@/lib/auth/user-response";
import type { LoginInput, RegisterInput } from "@/lib/validation/auth";

/** The signed-in user, as login answers. */
export type SessionUser = ApiResult<typeof toSessionUserResponse>;
/**
 * What a registration answers: the account (the first admin, signed in), or for a request to be
 * approved (202, no session) the same words whether its email was new or already had an account.
 */
export type Registered = ApiResult<typeof toUserResponse> | PendingRegistration;
export type PendingRegistration = { success: true; role: "pending"; message: string };

export const sessionApi = {
  login: (input: LoginInput) => apiFetch<SessionUser>("/api/login", { method: "POST", json: input }),
  register: (input: RegisterInput) => apiFetch<Registered>("/api/register", { method: "POST", json: input }),
  logout: () => apiFetch<{ success: true; message: string }>("/api/logout", { method: "POST" }),
};
