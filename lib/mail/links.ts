import "server-only";
import { originFromHeaders } from "@/lib/http/site-origin";

// Production must set NEXTAUTH_URL: otherwise links follow the Host header, which a client chooses;
// X-Forwarded-Host counts only from a trusted proxy, as for the feed and the sitemap.
export const mailOrigin = (request: { headers: Pick<Headers, "get"> }): string => originFromHeaders(request.headers);
