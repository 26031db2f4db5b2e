import type { MetadataRoute } from "next";
import { siteOrigin } from "@/lib/http/site-origin";

// Staff screens and the JSON API are not for search engines.
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin();
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/admin", "/api/"] },
    sitemap: `${origin}/sitemap.xml`,
  };
}
