import { apiFetch } from "@/lib/api/client";
import type { ApiResult } from "@/lib/api/json";
import type { ownAccount } from "@/lib/auth/account";
import type { adminResetLink, describeResetLink } from "@/lib/auth/password-reset";
import type { describeInvitation, inviteStaff } from "@/lib/auth/invitations";
import type { toUserResponse } from "@/lib/auth/user-response";
import type { listOpenInvitations } from "@/lib/data/account-tokens";
import type { Locale } from "@/lib/i18n/config";

export type OwnAccount = ApiResult<typeof ownAccount>;
export type OpenInvitation = ApiResult<typeof listOpenInvitations>[number];
type Done = { success: true; message: string };

export const accountKeys = { own: ["account"] as const, invitations: ["invitations"] as const };

export const accountApi = {
  get: () => apiFetch<OwnAccount>("/api/account"),
  setLanguage: (language: Locale) => apiFetch<OwnAccount>("/api/account", { method: "PATCH", json: { language } }),
  changePassword: (input: { currentPassword: string; newPassword: string }) =>
    apiFetch<Done>("/api/account/password", { method: "POST", json: input }),
  startTwoFactor: () =>
    apiFetch<{ secret: string; uri: string; qrSvg: string }>("/api/account/two-factor/setup", { method: "POST" }),
  enableTwoFactor: (code: string) =>
    apiFetch<{ recoveryCodes: string[] }>("/api/account/two-factor/enable", { method: "POST", json: { code } }),
  disableTwoFactor: (password: string) =>
    apiFetch<Done>("/api/account/two-factor/disable", { method: "POST", json: { password } }),
  newRecoveryCodes: (password: string) =>
    apiFetch<{ recoveryCodes: string[] }>("/api/account/two-factor/recovery-codes", {
      method: "POST",
      json: { password },
    }),
};

export const passwordApi = {
  forgot: (email: string) => apiFetch<Done>("/api/password/forgot", { method: "POST", json: { email } }),
  describe: (token: string) =>
    apiFetch<ApiResult<typeof describeResetLink>>(`/api/password/reset?token=${encodeURIComponent(token)}`),
  reset: (token: string, password: string) =>
    apiFetch<Done & { username: string }>("/api/password/reset", { method: "POST", json: { token, password } }),
  adminLink: (userId: number, send: boolean) =>
    apiFetch<ApiResult<typeof adminResetLink>>(`/api/users/${userId}/reset-link`, { method: "POST", json: { send } }),
};

export const invitationsApi = {
  list: () => apiFetch<OpenInvitation[]>("/api/invitations"),
  create: (input: { email: string; role: "editor" | "admin" }) =>
    apiFetch<ApiResult<typeof inviteStaff>>("/api/invitations", { method: "POST", json: input }),
  revoke: (id: number) => apiFetch<Done>(`/api/invitations/${id}`, { method: "DELETE" }),
  describe: (token: string) =>
    apiFetch<ApiResult<typeof describeInvitation>>(`/api/invitations/accept?token=${encodeURIComponent(token)}`),
  accept: (input: { token: string; username: string; password: string }) =>
    apiFetch<ApiResult<typeof toUserResponse>>("/api/invitations/accept", { method: "POST", json: input }),
};
