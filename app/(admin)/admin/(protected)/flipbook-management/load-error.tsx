"use client";

import { useT } from "@/components/i18n/i18n-provider";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** A failed load with its spec message and a way to try again. */
export function LoadError({ message, onRetry, className }: { message: string; onRetry: () => void; className?: string }) {
  const t = useT();
  return (
    <Alert variant="destructive" className={cn(className)}>
      <AlertDescription className="flex flex-wrap items-center gap-3">
        {message}
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t("common.retry")}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
