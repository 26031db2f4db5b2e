import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiClientError } from "@/lib/api/client";

type Matches = (path: string, field: string) => boolean;

function showFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  matches: Matches,
): boolean {
  if (!(error instanceof ApiClientError && error.errors)) return false;
  const entries = Object.entries(error.errors);
  for (const field of fields) {
    const message = entries.find(([path]) => matches(path, field))?.[1]?.[0];
    if (message) setError(field, { message });
  }
  return true;
}

// Puts the server's message for each refused field under that field (the `errors` of a 400 answer, requirements
// §D3).
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  return showFieldErrors(error, setError, fields, (path, field) => path === field);
}

/**
 * The same for a form that edits one item of a larger draft: the server names the item's fields by
 * their path in the draft (`pages.2.content`), so a field takes the first message whose path ends with it.
 */
export function showDraftFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  return showFieldErrors(error, setError, fields, (path, field) => path === field || path.endsWith(`.${field}`));
}
