"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { contentKeys } from "@/lib/api/admin/content";
import type { ContentType } from "@/lib/validation/content";

/** A key for an item of a draft that has no row yet (the server gives it an id on publish). */
export const newDraftKey = () => `n${crypto.randomUUID().replaceAll("-", "").slice(0, 20)}`;

/**
 * An item as its editor sees it (its draft, else what is on the site) and one way to change it:
 * `change` applies an edit to the latest snapshot and saves the whole draft, one save at a time,
 * in order; the screen moves at once and a refused save reloads.
 */
export function useContentDraft<TSnapshot, TState extends { snapshot: TSnapshot }>(
  type: ContentType,
  id: number,
  api: { load: () => Promise<TState>; save: (snapshot: TSnapshot) => Promise<TState> },
) {
  const queryClient = useQueryClient();
  const key = contentKeys.draft(type, id);
  const query = useQuery({ queryKey: key, queryFn: api.load });

  const mutationKey = ["content-draft-save", type, id];
  const save = useMutation({
    mutationKey,
    scope: { id: `content-draft-${type}-${id}` },
    mutationFn: api.save,
    onSuccess: (state) => {
      // A later save still queued holds the newer snapshot; the last answer is the one kept.
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(key, state);
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
    ]);

  return { query, change, saving: save.isPending, refresh };
}
