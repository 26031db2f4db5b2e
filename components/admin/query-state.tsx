"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { QueryError } from "@/components/admin/query-error";
import { Spinner } from "@/components/ui/spinner";

export function EmptyNote({ children }: { children: React.ReactNode }) {
  return <p className="rounded-lg border border-dashed bg-card p-6 text-muted-foreground">{children}</p>;
}

export function QueryState<T>({
  query,
  error,
  errorTitle,
  errorClassName,
  errorAction,
  empty,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  loading = <Spinner />,
  children,
}: {
  query: UseQueryResult<T, Error>;
  /** The message of a failed load, usually the spec's "Error loading …: {message}". */
  error: (error: Error) => string;
  errorTitle?: string;
  errorClassName?: string;
  errorAction?: (error: Error) => React.ReactNode;
  empty?: React.ReactNode;
  isEmpty?: (data: T) => boolean;
  loading?: React.ReactNode;
  children: (data: T) => React.ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError)
    return (
      <QueryError
        title={errorTitle}
        className={errorClassName}
        message={error(query.error)}
        action={errorAction?.(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  if (empty !== undefined && isEmpty(query.data))
    return typeof empty === "string" ? <p className="text-muted-foreground">{empty}</p> : empty;
  return children(query.data);
}
