// The accounts the setup project creates on the fresh e2e database, one per role.
export const ACCOUNTS = {
  admin: { username: "admin_e2e", email: "admin_e2e@example.org", password: "Admin-pass-123" },
  editor: { username: "editor_e2e", email: "editor_e2e@example.org", password: "Editor-pass-123" },
  pending: { username: "pending_e2e", email: "pending_e2e@example.org", password: "Pending-pass-123" },
} as const;

export type AccountRole = keyof typeof ACCOUNTS;

export const storageStatePath = (role: AccountRole) => `tests/.auth/${role}.json`;

/** A distinct client address per test, so per-IP rate limits of one test never spill into another. */
export const freshIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
