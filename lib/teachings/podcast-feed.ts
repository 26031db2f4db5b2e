import { createHash } from "node:crypto";

// RSS 2.0 with the iTunes tags Apple Podcasts requires and the Podcasting 2.0 guid (docs/decisions/019).

export const PODCAST_ARTWORK = "/assets/podcast/artwork.png";
const CATEGORY = { name: "Religion &amp; Spirituality", sub: "Christianity" };

export type PodcastChannel = {
  title: string;
  description: string;
  link: string;
  feedUrl: string;
  /** JPEG or PNG, 1400-3000 px square (Apple). */
  imageUrl: string;
  author: string;
  language: string;
};

export type PodcastEpisode = {
  id: number;
  title: string;
  link: string;
  summary: string;
  date: string;
  audioUrl: string;
  audioSize: number;
  audioType: string;
  author: string;
  imageUrl: string | null;
};

const INVALID_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export const xmlText = (value: string) => value.replace(INVALID_XML, "").replace(/[&<>"']/g, (c) => ENTITIES[c]);

export function podcastGuid(feedUrl: string): string {
  const namespace = Buffer.from("ead4c236bf5858c6a2c6a6b28d128cb6", "hex");
  const name = feedUrl.replace(/^[a-z]+:\/\//i, "").replace(/\/$/, "");
  const hash = createHash("sha1").update(namespace).update(name).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** RFC 822 dates, as RSS 2.0 wants them; a teaching's day at noon UTC, so it is that day everywhere near. */
const rfc822 = (day: string) => new Date(`${day}T12:00:00Z`).toUTCString();

const episodeGuid = (channel: PodcastChannel, episode: PodcastEpisode) =>
  `${new URL(channel.link).host}/teachings/${episode.id}`;

export function podcastFeed(channel: PodcastChannel, episodes: PodcastEpisode[]): string {
  const t = xmlText;
  const items = episodes.map((episode) =>
    [
      "    <item>",
      `      <title>${t(episode.title)}</title>`,
      `      <link>${t(episode.link)}</link>`,
      `      <description>${t(episode.summary || episode.title)}</description>`,
      `      <pubDate>${rfc822(episode.date)}</pubDate>`,
      `      <guid isPermaLink="false">${t(episodeGuid(channel, episode))}</guid>`,
      `      <enclosure url="${t(episode.audioUrl)}" length="${episode.audioSize}" type="${t(episode.audioType)}"/>`,
      `      <itunes:author>${t(episode.author)}</itunes:author>`,
      "      <itunes:explicit>false</itunes:explicit>",
      "      <itunes:episodeType>full</itunes:episodeType>",
      ...(episode.imageUrl ? [`      <itunes:image href="${t(episode.imageUrl)}"/>`] : []),
      "    </item>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${t(channel.title)}</title>`,
    `    <link>${t(channel.link)}</link>`,
    `    <description>${t(channel.description || channel.title)}</description>`,
    `    <language>${t(channel.language)}</language>`,
    `    <atom:link href="${t(channel.feedUrl)}" rel="self" type="application/rss+xml"/>`,
    `    <podcast:guid>${podcastGuid(channel.feedUrl)}</podcast:guid>`,
    "    <podcast:locked>no</podcast:locked>",
    `    <image><url>${t(channel.imageUrl)}</url><title>${t(channel.title)}</title><link>${t(channel.link)}</link></image>`,
    `    <itunes:image href="${t(channel.imageUrl)}"/>`,
    `    <itunes:author>${t(channel.author)}</itunes:author>`,
    `    <itunes:category text="${CATEGORY.name}"><itunes:category text="${CATEGORY.sub}"/></itunes:category>`,
    "    <itunes:explicit>false</itunes:explicit>",
    "    <itunes:type>episodic</itunes:type>",
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
