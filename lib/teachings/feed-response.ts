import "server-only";
import { connection } from "next/server";
import { publicOrigin } from "@/lib/http/public-origin";
import { PRIVATE_NO_STORE, PUBLIC_PAGE_CACHE_CONTROL } from "@/lib/http/cache-headers";
import { getPublicSettingValues } from "@/lib/data/settings";
import { DEFAULT_LOCALE } from "@/lib/i18n/config";
import { listFeedTeachings } from "@/lib/data/teachings";
import { listTeachingListItems } from "@/lib/data/teaching-lists";
import { PODCAST_ARTWORK, podcastFeed } from "@/lib/teachings/podcast-feed";

export async function teachingsFeedResponse(seriesSlug?: string): Promise<Response> {
  // Read per request (from the cached reads): the build has no database to prerender it from.
  await connection();
  const [{ origin, shared }, settings, episodes] = await Promise.all([
    publicOrigin(),
    getPublicSettingValues(),
    listFeedTeachings(seriesSlug),
  ]);
  const series = seriesSlug
    ? (await listTeachingListItems("series")).find((item) => item.slug === seriesSlug)
    : undefined;
  if (seriesSlug && !series) return new Response("Not found.", { status: 404 });
  const absolute = (path: string) => new URL(path, origin).toString();
  const siteName = settings.site_name || "Teachings";
  const page = series ? `/teachings/series/${series.slug}` : "/teachings";
  const xml = podcastFeed(
    {
      title: series ? `${series.name} · ${siteName}` : `${siteName} · Teachings`,
      description: series?.description || settings.site_tagline || siteName,
      link: absolute(page),
      feedUrl: absolute(`${page}/feed.xml`),
      imageUrl: absolute(
        series?.imageUrl && /\.(png|jpe?g)$/i.test(series.imageUrl) ? series.imageUrl : PODCAST_ARTWORK,
      ),
      author: siteName,
      // A podcast's language is its audio's (the site's original); translations cover the text only (decision 019).
      language: DEFAULT_LOCALE,
    },
    episodes.map((teaching) => ({
      id: teaching.id,
      title: teaching.title,
      link: absolute(`/teachings/${teaching.slug}`),
      summary: teaching.summary,
      date: teaching.date,
      audioUrl: absolute(teaching.audioUrl),
      audioSize: teaching.audioSize,
      audioType: teaching.audioType,
      author: teaching.speaker?.name ?? siteName,
      imageUrl: teaching.imageUrl && /\.(png|jpe?g)$/i.test(teaching.imageUrl) ? absolute(teaching.imageUrl) : null,
    })),
  );
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": shared ? PUBLIC_PAGE_CACHE_CONTROL : PRIVATE_NO_STORE,
    },
  });
}
