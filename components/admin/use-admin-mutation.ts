"use client";

import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { toast } from "sonner";

export type ToastContent = string | { title: string; description?: string };

const show = (kind: "success" | "error", content: ToastContent) =>
  typeof content === "string" ? toast[kind](content) : toast[kind](content.title, { description: content.description });

export function useAdminMutation<TVariables = void, TData = unknown>({
  mutationFn,
  invalidate = [],
  success,
  error,
  onSuccess,
}: {
  mutationFn: (variables: TVariables) => Promise<TData>;
  invalidate?: QueryKey[];
  success?: ToastContent | ((data: TData, variables: TVariables) => ToastContent);
  error: ToastContent | ((error: Error, variables: TVariables) => ToastContent);
  onSuccess?: (data: TData, variables: TVariables) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVariables>({
    mutationFn,
    onSuccess: async (data, variables) => {
      if (success) show("success", typeof success === "function" ? success(data, variables) : success);
      onSuccess?.(data, variables);
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (failure, variables) => show("error", typeof error === "function" ? error(failure, variables) : error),
  });
}
