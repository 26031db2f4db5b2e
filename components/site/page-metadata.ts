import "server-only";
import type { Metadata } from "next";
import { env } from "@/lib/env";
import { getTranslator } from "@/lib/i18n/server";

type PublicPage = "home" | "about" | "contact" | "videos";

/**
 * Title, description and Open Graph of a public page. Built from the English catalogue, not from
 * settings, so it is part of the prerendered <head> that crawlers read first.
 */
export async function pageMetadata(page: PublicPage, path: string): Promise<Metadata> {
  const t = await getTranslator();
  const title = t(`${page}.meta.title`);
  const description = t(`${page}.meta.description`);
  const siteName = t("site.name");
  // Absolute addresses need the public base URL; without it the relative tags are left out.
  const base = env.NEXTAUTH_URL ? new URL(env.NEXTAUTH_URL) : undefined;
  return {
    title,
    description,
    ...(base ? { metadataBase: base, alternates: { canonical: path } } : {}),
    openGraph: { title: `${title} · ${siteName}`, description, siteName, type: "website", locale: "en_US", ...(base ? { url: path } : {}) },
    twitter: { card: "summary", title: `${title} · ${siteName}`, description },
  };
}
