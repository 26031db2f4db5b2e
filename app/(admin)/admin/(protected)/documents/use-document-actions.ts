"use client";

import { useState } from "react";
import { toast } from "sonner";
import { useAdminMutation } from "@/components/admin/use-admin-mutation";
import { useT } from "@/components/i18n/i18n-provider";
import { categoryKeys } from "@/lib/api/admin/categories";
import { countKeys } from "@/lib/api/admin/dashboard";
import { documentKeys, documentsApi, type DocumentRow } from "@/lib/api/admin/documents";
import { ApiClientError } from "@/lib/api/client";

const invalidate = [documentKeys.all, categoryKeys.all, countKeys.all];

export function useMultiMove() {
  const [on, setOn] = useState(false);
  const [selection, setSelection] = useState<Set<number>>(new Set());
  const toggle = (id: number) =>
    setSelection((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  // requirements §4: turning multi-move off clears the selection.
  const toggleMode = () => {
    if (on) setSelection(new Set());
    setOn(!on);
  };
  const finish = () => {
    setSelection(new Set());
    setOn(false);
  };
  return { on, selection, toggle, toggleMode, finish };
}

// Moving one document, moving the selection, and deleting, each with its toasts. requirements §8: "Failed to …"
// when the server refuses, "Error …" when the request itself fails.
export function useDocumentActions({
  selection,
  onMoved,
  onMovedMany,
}: {
  selection: Set<number>;
  onMoved: () => void;
  onMovedMany: () => void;
}) {
  const t = useT();
  const moveOne = useAdminMutation({
    mutationFn: ({ document, categoryId }: { document: DocumentRow; categoryId: number }) =>
      documentsApi.move(document.id, categoryId),
    invalidate,
    success: t("adminDocuments.moved"),
    error: (error) => ({
      title: error instanceof ApiClientError ? t("adminDocuments.moveFailed") : t("adminDocuments.moveError"),
      description: error.message,
    }),
    onSuccess: onMoved,
  });

  const moveMany = useAdminMutation({
    mutationFn: async (categoryId: number) => {
      const results = await Promise.allSettled([...selection].map((id) => documentsApi.move(id, categoryId)));
      return {
        moved: results.filter((r) => r.status === "fulfilled").length,
        failed: results.filter((r) => r.status === "rejected").length,
      };
    },
    invalidate,
    error: t("adminDocuments.multiError"),
    onSuccess: ({ moved, failed }) => {
      // A partial failure is still a finished operation, reported as an error (requirements §8).
      if (failed === 0) toast.success(t("adminDocuments.multiMoved", { count: moved }));
      else toast.error(t("adminDocuments.multiPartial", { moved, failed }));
      onMovedMany();
    },
  });

  const remove = useAdminMutation({
    mutationFn: (document: DocumentRow) => documentsApi.remove(document.id),
    invalidate,
    success: t("adminDocuments.deleted"),
    error: (error) => ({
      title: error instanceof ApiClientError ? t("adminDocuments.deleteFailed") : t("adminDocuments.deleteError"),
      description: error.message,
    }),
  });
  return { moveOne, moveMany, remove };
}
