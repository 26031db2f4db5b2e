import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { storageStatePath, type AccountRole } from "./accounts";

/** A saved login's role, or "anonymous" for a caller without one. */
export type CallerRole = AccountRole | "anonymous";

export type RequestContexts<Role extends CallerRole> = { readonly [R in Role]: APIRequestContext };

/** An API request context signed in with the setup project's saved login of `role` (none for "anonymous"). */
export const openRoleContext = (
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  role: CallerRole,
) =>
  playwright.request.newContext({
    baseURL,
    storageState: role === "anonymous" ? undefined : storageStatePath(role),
  });
