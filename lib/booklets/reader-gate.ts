import "server-only";
import { bookletExists } from "@/lib/data/booklets";

const TTL_MS = 3_000;
const MAX_ENTRIES = 1_000;
const known = new Map<number, { exists: boolean; at: number }>();

/**
 * With Cache Components a page streams with status 200 before it can look the booklet up, so the
 * reader cannot answer 404 itself: the proxy asks first and rewrites a missing booklet to the
 * prerendered not-found page. Answers are kept a few seconds, so a warm reader costs no query and a
 * new or deleted booklet is seen within the 10 s the public site promises (docs/decisions/010).
 */
export async function bookletIsMissing(id: number): Promise<boolean> {
  const now = Date.now();
  const cached = known.get(id);
  if (cached && now - cached.at < TTL_MS) return !cached.exists;
  try {
    const exists = await bookletExists(id);
    if (known.size >= MAX_ENTRIES) known.clear();
    known.set(id, { exists, at: now });
    return !exists;
  } catch (error) {
    // If the database is down the page itself shows the error; never turn that into a 404.
    console.error("[proxy] booklet lookup failed:", error);
    return false;
  }
}
