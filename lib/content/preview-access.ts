import "server-only";
import { notFound, redirect } from "next/navigation";
import { allows, type AuthPolicy } from "@/lib/auth/policy";
import { AppError } from "@/lib/errors";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { getCurrentUser } from "@/lib/session";

/**
 * The gate of a draft preview page (docs/decisions/016): anonymous visitors go to the login, users
 * the item's policy does not allow get a 404. Returns the preview's language (`?lang=`, else English).
 */
export async function openPreview(
  policy: AuthPolicy,
  query: Record<string, string | string[] | undefined>,
): Promise<Locale> {
  const user = await getCurrentUser();
  if (!user) redirect("/admin/login");
  if (!allows(policy, user.role)) notFound();
  return typeof query.lang === "string" && isLocale(query.lang) ? query.lang : "en";
}

/** A draft state, or the page's 404 when the item does not exist. */
export function draftOrNotFound<T>(state: Promise<T>): Promise<T> {
  return state.catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
}
