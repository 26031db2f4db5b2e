"use client";

import { toast } from "sonner";
import { useAdminMutation } from "@/components/admin/use-admin-mutation";
import { useT } from "@/components/i18n/i18n-provider";
import { flipbookApi, flipbookKeys } from "@/lib/api/admin/flipbook";

// requirements §9: the mapping success notice stays 8 s.
const MAPPING_TOAST_MS = 8000;

export type BulkOperation = { label: string; title: string; body: string; confirm: string; run: () => void };

/** requirements §5: the book's bulk operations, each asked first; `busy` while any of them runs. */
export function useBulkOperations() {
  const t = useT();
  const invalidate = [flipbookKeys.all];

  const updateImages = useAdminMutation({
    mutationFn: flipbookApi.updateImages,
    invalidate,
    success: (result) => ({ title: t("common.success"), description: result.message }),
    error: (error) => ({ title: t("adminFlipbook.bulk.updateImagesFailed"), description: error.message }),
  });
  const reset = useAdminMutation({
    mutationFn: flipbookApi.resetAndImport,
    invalidate,
    success: (result) => ({ title: t("adminFlipbook.bulk.resetDone"), description: result.message }),
    error: (error) => ({ title: t("adminFlipbook.bulk.resetFailed"), description: error.message }),
  });
  const mapping = useAdminMutation({
    mutationFn: flipbookApi.fixMapping,
    invalidate,
    // Its own toast: requirements §9 keeps the mapping notice 8 s.
    onSuccess: (result) =>
      toast.success(t("adminFlipbook.bulk.mappingDone"), {
        description: t("adminFlipbook.bulk.mappingUpdated", { count: result.updated }),
        duration: MAPPING_TOAST_MS,
      }),
    error: { title: t("common.error"), description: t("adminFlipbook.bulk.mappingFailed") },
  });
  const busy = updateImages.isPending || reset.isPending || mapping.isPending;
  const operations: BulkOperation[] = [
    {
      label: t("adminFlipbook.bulk.updateImages"),
      title: t("adminFlipbook.bulk.updateImagesConfirmTitle"),
      body: t("adminFlipbook.bulk.updateImagesConfirmBody"),
      confirm: t("adminFlipbook.bulk.confirm"),
      run: () => updateImages.mutate(),
    },
    {
      label: t("adminFlipbook.bulk.reset"),
      title: t("adminFlipbook.bulk.resetConfirmTitle"),
      body: t("adminFlipbook.bulk.resetConfirmBody"),
      confirm: t("adminFlipbook.bulk.reset"),
      run: () => reset.mutate(),
    },
    {
      label: t("adminFlipbook.bulk.mapping"),
      title: t("adminFlipbook.bulk.mappingConfirmTitle"),
      body: t("adminFlipbook.bulk.mappingConfirmBody"),
      confirm: t("adminFlipbook.bulk.mapping"),
      run: () => mapping.mutate(),
    },
  ];

  return { operations, busy };
}
