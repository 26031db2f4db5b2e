"use client";

import { useAdminMutation, type ToastContent } from "@/components/admin/use-admin-mutation";
import type { CrudResource } from "@/lib/api/admin/resource";
import type { MessageKey, Translate } from "@/lib/i18n/translator";

export type SaveVariables<TRow, TInput> = { editing: TRow | null; values: TInput };

type Messages<TVariables> = {
  success: ToastContent | ((variables: TVariables) => ToastContent);
  error: ToastContent | ((error: Error, variables: TVariables) => ToastContent);
  onSuccess?: (variables: TVariables) => void;
};

export function useCrudMutations<TRow extends { id: number }, TInput>(
  resource: CrudResource<TInput>,
  messages: { save?: Messages<SaveVariables<TRow, TInput>>; remove: Messages<TRow> },
) {
  const save = useAdminMutation<SaveVariables<TRow, TInput>>({
    mutationFn: ({ editing, values }) => {
      const write = editing
        ? resource.update && ((input: TInput) => resource.update!(editing.id, input))
        : resource.create;
      if (!write) throw new Error(`This resource cannot be ${editing ? "updated" : "created"}.`);
      return write(values);
    },
    invalidate: resource.invalidate,
    success: messages.save && ((_, variables) => resolve(messages.save!.success, variables)),
    error: (error, variables) => (messages.save ? resolveError(messages.save.error, error, variables) : error.message),
    onSuccess: (_, variables) => messages.save?.onSuccess?.(variables),
  });
  const remove = useAdminMutation<TRow>({
    mutationFn: (row) => resource.remove(row.id),
    invalidate: resource.invalidate,
    success: (_, row) => resolve(messages.remove.success, row),
    error: (error, row) => resolveError(messages.remove.error, error, row),
    onSuccess: (_, row) => messages.remove.onSuccess?.(row),
  });
  return { save, remove };
}

const resolve = <T>(content: ToastContent | ((variables: T) => ToastContent), variables: T) =>
  typeof content === "function" ? content(variables) : content;

const resolveError = <T>(
  content: ToastContent | ((error: Error, variables: T) => ToastContent),
  error: Error,
  variables: T,
) => (typeof content === "function" ? content(error, variables) : content);

export type CrudToastKeys = Record<
  "created" | "updated" | "deleted" | "createError" | "updateError" | "deleteError",
  MessageKey
>;

// The toasts of the folders and settings tables (requirements §8 "Folders and settings screens"): titled Success
// or Error, described by the server's message or the screen's default text.
export function successOrErrorToasts<TRow>(t: Translate, keys: CrudToastKeys, onSaved: () => void) {
  return {
    save: {
      success: ({ editing }: SaveVariables<TRow, unknown>) => ({
        title: t("common.success"),
        description: t(editing ? keys.updated : keys.created),
      }),
      error: (error: Error, { editing }: SaveVariables<TRow, unknown>) => ({
        title: t("common.error"),
        description: error.message || t(editing ? keys.updateError : keys.createError),
      }),
      onSuccess: onSaved,
    },
    remove: {
      success: { title: t("common.success"), description: t(keys.deleted) },
      error: (error: Error) => ({ title: t("common.error"), description: error.message || t(keys.deleteError) }),
    },
  };
}
