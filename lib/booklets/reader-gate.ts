import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { bookletExists } from "@/lib/data/booklets";
import { parseBookletId } from "@/lib/validation/booklets";

const READER_PATH = /^\/booklets\/([^/]+)\/?$/;

/**
 * With Cache Components a page streams its shell with status 200 before it can look the booklet
 * up, so the reader cannot answer 404 itself. The proxy checks first and sends a missing booklet
 * to /booklets/missing, which is prerendered as the booklet not-found page with a real 404.
 */
export async function bookletReaderGate(request: NextRequest): Promise<NextResponse | null> {
  const match = READER_PATH.exec(request.nextUrl.pathname);
  if (!match || match[1] === "missing") return null;
  const id = parseBookletId(match[1]);
  if (id !== null) {
    try {
      if (await bookletExists(id)) return null;
    } catch (error) {
      // If the database is down the page itself shows the error; never turn that into a 404.
      console.error("[proxy] booklet lookup failed:", error);
      return null;
    }
  }
  return NextResponse.rewrite(new URL("/booklets/missing", request.url));
}
