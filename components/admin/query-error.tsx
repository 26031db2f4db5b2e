"use client";

import { useT } from "@/components/i18n/i18n-provider";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** Never sample data in its place (requirements §D8). */
export function QueryError({
  message,
  title,
  onRetry,
  action,
  className,
}: {
  message: string;
  title?: string;
  onRetry: () => void;
  /** In place of Retry, where retrying cannot help (the item is gone). */
  action?: React.ReactNode;
  className?: string;
}) {
  const t = useT();
  return (
    <Alert variant="destructive" className={cn(className)}>
      {title && <AlertTitle>{title}</AlertTitle>}
      <AlertDescription className="flex flex-wrap items-center gap-3">
        <span>{message}</span>
        {action ?? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t("common.retry")}
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
