import "server-only";
import { notFound, redirect } from "next/navigation";
import { allows, type AuthPolicy } from "@/lib/auth/policy";
import { AppError } from "@/lib/errors";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { getCurrentUser } from "@/lib/session";

// docs/decisions/016: anonymous visitors go to the login; users the policy does not allow get a 404.
export async function openPreview(
  policy: AuthPolicy,
  query: Record<string, string | string[] | undefined>,
): Promise<Locale> {
  const user = await getCurrentUser();
  if (!user) redirect("/admin/login");
  if (!allows(policy, user.role)) notFound();
  return typeof query.lang === "string" && isLocale(query.lang) ? query.lang : "en";
}

export function draftOrNotFound<T>(state: Promise<T>): Promise<T> {
  return state.catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
}
