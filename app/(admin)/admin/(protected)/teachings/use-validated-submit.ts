"use client";

import { useState } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import { useT } from "@/components/i18n/i18n-provider";
import { ApiClientError } from "@/lib/api/client";

export function useValidatedSubmit<T>(schema: z.ZodType<T>, send: (values: T) => Promise<void>) {
  const t = useT();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const submit = async (input: unknown) => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setPending(true);
    try {
      await send(parsed.data);
      setErrors({});
    } catch (error) {
      if (error instanceof ApiClientError && error.errors)
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0]])));
      toast.error(t("common.error"), { description: (error as Error).message });
    } finally {
      setPending(false);
    }
  };
  return { errors, pending, submit };
}
