import { expect, type APIRequestContext } from "@playwright/test";
import { STORAGE_STATE } from "../../../playwright.config";

// The accounts the setup project creates on the fresh e2e database, one per role.
export const ACCOUNTS = {
  admin: { username: "admin_e2e", email: "admin_e2e@example.org", password: "Admin-pass-123" },
  editor: { username: "editor_e2e", email: "editor_e2e@example.org", password: "Editor-pass-123" },
  pending: { username: "pending_e2e", email: "pending_e2e@example.org", password: "Pending-pass-123" },
} as const;

export type AccountRole = keyof typeof ACCOUNTS;

export const storageStatePath = (role: AccountRole) => STORAGE_STATE[role];

/** A distinct client address per test, so per-IP rate limits of one test never spill into another. */
export const freshIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/**
 * Registers an account that waits for approval (202, no session: the answer is the same whether
 * the email was new or taken), then signs it in as its owner would; answers the signed-in account.
 */
export async function registerAndSignIn(
  client: APIRequestContext,
  account: { username: string; email: string; password: string },
) {
  const registered = await client.post("/api/register", { data: { ...account, role: "admin" } });
  expect(registered.status()).toBe(202);
  expect((await registered.json()).role).toBe("pending");
  const login = await client.post("/api/login", { data: { username: account.username, password: account.password } });
  expect(login.status()).toBe(200);
  return (await login.json()) as { id: number; username: string; role: string };
}
