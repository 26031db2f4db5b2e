import { test, type APIRequestContext, type PlaywrightWorkerArgs } from "@playwright/test";
import { storageStatePath, type AccountRole } from "./accounts";

/** A saved login's role, or "anonymous" for a caller without one. */
export type CallerRole = AccountRole | "anonymous";

export type RequestContexts<Role extends CallerRole> = { readonly [R in Role]: APIRequestContext };

type Options<Role extends CallerRole> = {
  /** Runs in the afterAll, while the contexts are still open (afterAll hooks run in the order they are registered). */
  beforeDispose?: (contexts: RequestContexts<Role>) => Promise<unknown>;
};

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

/**
 * Opens one API request context per role, in the given order, in a beforeAll of the calling file or describe,
 * and disposes them in its afterAll (new tests use the `as` fixture of ./fixtures, with per-test cleanup). They exist only once the beforeAll has run, so tests read them from the
 * returned object (`as.admin.get(…)`) rather than destructuring it.
 */
export function requestContexts<const Role extends CallerRole>(
  roles: readonly Role[],
  { beforeDispose }: Options<Role> = {},
): RequestContexts<Role> {
  const contexts = {} as Record<Role, APIRequestContext>;
  test.beforeAll(async ({ playwright, baseURL }) => {
    for (const role of roles) contexts[role] = await openRoleContext(playwright, baseURL, role);
  });
  test.afterAll(async () => {
    try {
      await beforeDispose?.(contexts);
    } finally {
      await Promise.all(Object.values<APIRequestContext>(contexts).map((context) => context.dispose()));
    }
  });
  return contexts;
}
