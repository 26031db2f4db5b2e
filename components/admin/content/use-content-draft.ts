"use client";

import { useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { contentKeys } from "@/lib/api/admin/content";
import { ApiClientError } from "@/lib/api/client";
import type { ContentType } from "@/lib/validation/content";

/** A key for an item of a draft that has no row yet (the server gives it an id on publish). */
export const newDraftKey = () => `n${crypto.randomUUID().replaceAll("-", "").slice(0, 20)}`;

// requirements §9 retries once; an item that is gone will not come back on a second try.
const retryUnlessMissing = (failures: number, error: Error) =>
  !(error instanceof ApiClientError && error.status === 404) && failures < 1;

type DraftApi<TSnapshot, TState> = {
  load: () => Promise<TState>;
  save: (snapshot: TSnapshot) => Promise<TState>;
  /** Lists that show this item's state (a booklet's "has a draft"), refreshed after each save and action. */
  related?: readonly QueryKey[];
};

/**
 * An item as its editor sees it (its draft, else what is on the site) and one way to change it:
 * `change` applies an edit to the latest snapshot and saves the whole draft, one save at a time,
 * in order; the screen moves at once and a refused save reloads.
 */
export function useContentDraft<TSnapshot, TState extends { snapshot: TSnapshot }>(
  type: ContentType,
  id: number,
  api: DraftApi<TSnapshot, TState>,
) {
  const queryClient = useQueryClient();
  const key = contentKeys.draft(type, id);
  const query = useQuery({ queryKey: key, queryFn: api.load, retry: retryUnlessMissing });
  const refreshRelated = () =>
    (api.related ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey, exact: true }));

  const mutationKey = ["content-draft-save", type, id];
  const save = useMutation({
    mutationKey,
    scope: { id: `content-draft-${type}-${id}` },
    mutationFn: api.save,
    onSuccess: (state) => {
      // A later save still queued holds the newer snapshot; the last answer is the one kept.
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(key, state);
      void Promise.all(refreshRelated());
    },
  });

  async function change(edit: (snapshot: TSnapshot) => TSnapshot) {
    const current = queryClient.getQueryData<TState>(key);
    if (!current) throw new Error("The content has not loaded.");
    const next = edit(current.snapshot);
    queryClient.setQueryData<TState>(key, { ...current, snapshot: next });
    try {
      return await save.mutateAsync(next);
    } catch (error) {
      void queryClient.invalidateQueries({ queryKey: key });
      throw error;
    }
  }

  /** Refetches the draft and the history after a workflow action (publish, restore, discard…). */
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: contentKeys.versions(type, id) }),
      ...refreshRelated(),
    ]);

  return { query, change, saving: save.isPending, refresh };
}

/** Saves an edit of the latest snapshot into an item's draft (see useContentDraft). */
export type ContentDraftChange<TSnapshot, TState> = (edit: (snapshot: TSnapshot) => TSnapshot) => Promise<TState>;
