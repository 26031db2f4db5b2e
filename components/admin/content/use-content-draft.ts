"use client";

import { useRef, type RefObject } from "react";
import { useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { toast } from "sonner";
import { useT } from "@/components/i18n/i18n-provider";
import { contentKeys } from "@/lib/api/admin/content";
import { ApiClientError } from "@/lib/api/client";
import type { ContentType } from "@/lib/validation/content";

export const newDraftKey = () => `n${crypto.randomUUID().replaceAll("-", "").slice(0, 20)}`;

// requirements §9 retries once; an item that is gone will not come back on a second try.
const retryUnlessMissing = (failures: number, error: Error) =>
  !(error instanceof ApiClientError && error.status === 404) && failures < 1;

const SAVE_ATTEMPTS = 3;

type DraftState<TSnapshot> = { snapshot: TSnapshot; revision: string | null };

type DraftApi<TSnapshot, TState> = {
  load: () => Promise<TState>;
  save: (snapshot: TSnapshot, revision: string | null) => Promise<TState>;
  related?: readonly QueryKey[];
};

function stateOfConflict<TState>(error: unknown): TState | null {
  if (!(error instanceof ApiClientError) || error.status !== 412) return null;
  const body = error.body as { current?: TState } | null | undefined;
  return body?.current ?? null;
}

async function saveOnLatest<TSnapshot, TState extends DraftState<TSnapshot>>(
  save: DraftApi<TSnapshot, TState>["save"],
  confirmed: RefObject<TState | null>,
  edit: (snapshot: TSnapshot) => TSnapshot,
) {
  for (let attempt = 1; ; attempt++) {
    const base = confirmed.current;
    if (!base) throw new Error("The content has not loaded.");
    try {
      const state = await save(edit(base.snapshot), base.revision);
      confirmed.current = state;
      return { state, rebased: attempt > 1 };
    } catch (error) {
      const current = stateOfConflict<TState>(error);
      if (!current || attempt >= SAVE_ATTEMPTS) throw error;
      confirmed.current = current;
    }
  }
}

/** An item as its editor sees it (its draft, else what is on the site) and one way to change it. */
export function useContentDraft<TSnapshot, TState extends DraftState<TSnapshot>>(
  type: ContentType,
  id: number,
  api: DraftApi<TSnapshot, TState>,
) {
  const t = useT();
  const queryClient = useQueryClient();
  const key = contentKeys.draft(type, id);
  const confirmed = useRef<TState | null>(null);
  const load = async () => {
    const state = await api.load();
    confirmed.current = state;
    return state;
  };
  const query = useQuery({ queryKey: key, queryFn: load, retry: retryUnlessMissing });
  const refreshRelated = () =>
    (api.related ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey, exact: true }));

  const mutationKey = ["content-draft-save", type, id];
  const save = useMutation({
    mutationKey,
    scope: { id: `content-draft-${type}-${id}` },
    mutationFn: (edit: (snapshot: TSnapshot) => TSnapshot) => saveOnLatest(api.save, confirmed, edit),
    onSuccess: ({ state, rebased }) => {
      // A later save still queued holds the newer snapshot; the last answer is the one kept.
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(key, state);
      if (rebased) toast.info(t("adminContentWorkflow.rebased"));
      void Promise.all(refreshRelated());
    },
  });

  async function change(edit: (snapshot: TSnapshot) => TSnapshot) {
    const current = queryClient.getQueryData<TState>(key);
    if (!current) throw new Error("The content has not loaded.");
    confirmed.current ??= current;
    queryClient.setQueryData<TState>(key, { ...current, snapshot: edit(current.snapshot) });
    try {
      return (await save.mutateAsync(edit)).state;
    } catch (error) {
      void queryClient.invalidateQueries({ queryKey: key });
      throw error;
    }
  }

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: contentKeys.versions(type, id) }),
      ...refreshRelated(),
    ]);

  return { query, change, saving: save.isPending, refresh };
}

export type ContentDraftChange<TSnapshot, TState> = (edit: (snapshot: TSnapshot) => TSnapshot) => Promise<TState>;
