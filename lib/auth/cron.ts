import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { unauthorized } from "@/lib/errors";

const digest = (text: string) => createHash("sha256").update(text).digest();

// Both sides are hashed first, so the comparison takes the same time whatever the length or first wrong character.
export function isCronAuthorization(authorization: string | null, secret: string | undefined): boolean {
  if (!secret) return false;
  return timingSafeEqual(digest(authorization ?? ""), digest(`Bearer ${secret}`));
}

export function requireCronAuthorization(authorization: string | null, secret: string | undefined) {
  if (!isCronAuthorization(authorization, secret)) throw unauthorized("A valid cron secret is required.");
}
