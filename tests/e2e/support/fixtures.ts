import { test as base, type APIRequestContext } from "@playwright/test";
import { openRoleContext, type CallerRole, type RequestContexts } from "./request-contexts";

const ROLES = ["admin", "editor", "pending", "anonymous"] as const satisfies readonly CallerRole[];

/** Statuses a removal may answer: gone now, or already gone (the test removed it itself). */
const REMOVED = new Set([200, 204, 404]);

type RoleFixtures = {
  /** API request contexts signed in with the setup project's saved logins, one per role, shared by a worker. */
  as: RequestContexts<CallerRole>;
};

type CleanupFixtures = {
  /**
   * Deletes `path` as `caller` after the test, whether it passed or failed: register a row right
   * after creating it. A 404 then means the test removed it itself.
   */
  removeAfter: (caller: APIRequestContext, path: string) => void;
  /** Runs `undo` after the test, whether it passed or failed (the last registered first). */
  afterTest: (undo: () => Promise<unknown>) => void;
};

/**
 * Playwright's test with a context per role and cleanups that run in the fixtures' teardown, so
 * a failing test leaves nothing behind for the next one.
 */
export const test = base.extend<CleanupFixtures, RoleFixtures>({
  as: [
    async ({ playwright }, provide, workerInfo) => {
      const contexts = {} as Record<CallerRole, APIRequestContext>;
      const { baseURL } = workerInfo.project.use;
      for (const role of ROLES) contexts[role] = await openRoleContext(playwright, baseURL, role);
      await provide(contexts);
      await Promise.all(Object.values(contexts).map((context) => context.dispose()));
    },
    { scope: "worker" },
  ],
  afterTest: async ({}, provide) => {
    const undos: (() => Promise<unknown>)[] = [];
    await provide((undo) => undos.push(undo));
    const failures: unknown[] = [];
    for (const undo of undos.reverse()) await undo().catch((error: unknown) => failures.push(error));
    if (failures.length) throw new AggregateError(failures, `${failures.length} cleanup(s) failed`);
  },
  removeAfter: async ({ afterTest }, provide) => {
    await provide((caller, path) =>
      afterTest(async () => {
        const status = (await caller.delete(path)).status();
        if (!REMOVED.has(status)) throw new Error(`DELETE ${path} after the test answered ${status}`);
      }),
    );
  },
});

export { expect } from "@playwright/test";

/** The `as` fixture's contexts, for helpers a test passes them to. */
export type RoleContexts = RoleFixtures["as"];
