import type { MetadataRoute } from "next";
import { publicOrigin } from "@/lib/http/public-origin";

// Staff screens and the JSON API are not for search engines. The declared address, as feeds use (decision 011).
export default async function robots(): Promise<MetadataRoute.Robots> {
  const { origin } = await publicOrigin();
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/admin", "/api/"] },
    sitemap: `${origin}/sitemap.xml`,
  };
}
