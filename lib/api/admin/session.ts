import { apiFetch } from "@/lib/api/client";
import type { ApiResult } from "@/lib/api/json";
import type { toSessionUserResponse, toUserResponse } from "@/lib/auth/user-response";
import type { LoginInput, RegisterInput } from "@/lib/validation/auth";

export type SessionUser = ApiResult<typeof toSessionUserResponse>;
// A pending request answers the same whether its email was new or known (no account enumeration).
export type Registered = ApiResult<typeof toUserResponse> | PendingRegistration;
export type PendingRegistration = { success: true; role: "pending"; message: string };

export const sessionApi = {
  login: (input: LoginInput) => apiFetch<SessionUser>("/api/login", { method: "POST", json: input }),
  register: (input: RegisterInput) => apiFetch<Registered>("/api/register", { method: "POST", json: input }),
  logout: () => apiFetch<{ success: true; message: string }>("/api/logout", { method: "POST" }),
};
