"use client";

import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { useT } from "@/components/i18n/i18n-provider";

/** Runs one workflow call at a time: on success it closes the dialog, reloads, then says what happened. */
export function useWorkflowAction(onChanged: () => Promise<unknown>, closeDialog: () => void) {
  const t = useT();
  const action = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: async () => {
      closeDialog();
      await onChanged();
    },
    onError: (error) => toast.error(t("common.error"), { description: error.message }),
  });
  const run = (call: () => Promise<unknown>, success: string) =>
    action.mutate(async () => {
      await call();
      toast.success(t("common.success"), { description: success });
    });
  return { pending: action.isPending, run };
}

export type RunAction = ReturnType<typeof useWorkflowAction>["run"];
export type WorkflowDialog = "publish" | "submit" | "schedule" | null;
