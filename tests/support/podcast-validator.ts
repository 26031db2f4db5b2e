import { DOMParser } from "@xmldom/xmldom";

// Checks a podcast feed against the rules of RSS 2.0 (required channel and item elements, RFC 822
// dates), Apple Podcasts (itunes:image as an absolute JPEG/PNG, itunes:category, itunes:explicit,
// enclosures with an absolute URL, a length and an audio type, a guid per episode) and the
// Podcasting 2.0 guid. Returns every problem found; an empty list is a valid feed.

const ITUNES = "http://www.itunes.com/dtds/podcast-1.0.dtd";
const PODCAST = "https://podcastindex.org/namespace/1.0";
const ATOM = "http://www.w3.org/2005/Atom";
const RFC822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export type FeedEpisode = { title: string; guid: string; url: string; length: number; type: string; author: string };
export type ValidatedFeed = { problems: string[]; episodes: FeedEpisode[]; language?: string };

const isAbsolute = (value: string | null | undefined) => {
  try {
    return ["http:", "https:"].includes(new URL(value ?? "").protocol);
  } catch {
    return false;
  }
};

type El = Element;
const children = (parent: El, name: string, ns: string | null = null) =>
  Array.from(parent.childNodes).filter(
    (node): node is El =>
      node.nodeType === 1 && (node as El).localName === name && ((node as El).namespaceURI ?? null) === ns,
  );
const textOf = (parent: El, name: string, ns: string | null = null) =>
  children(parent, name, ns)[0]?.textContent?.trim() ?? "";

export function validatePodcastFeed(xml: string): ValidatedFeed {
  const problems: string[] = [];
  const parseErrors: string[] = [];
  const doc = new DOMParser({
    errorHandler: { warning: () => {}, error: (m) => parseErrors.push(m), fatalError: (m) => parseErrors.push(m) },
  }).parseFromString(xml, "application/xml");
  if (parseErrors.length > 0) return { problems: parseErrors.map((m) => `not well-formed XML: ${m}`), episodes: [] };

  const rss = doc.documentElement;
  if (rss?.localName !== "rss" || rss.getAttribute("version") !== "2.0")
    problems.push('root must be <rss version="2.0">');
  const channels = rss ? children(rss, "channel") : [];
  if (channels.length !== 1) return { problems: [...problems, "exactly one <channel> required"], episodes: [] };
  const channel = channels[0];

  for (const name of ["title", "link", "description"])
    if (!textOf(channel, name)) problems.push(`channel <${name}> required`);
  if (!isAbsolute(textOf(channel, "link"))) problems.push("channel <link> must be an absolute URL");
  if (!/^[a-z]{2}(-[a-z]{2})?$/i.test(textOf(channel, "language")))
    problems.push("channel <language> must be a language code");
  const image = children(channel, "image", ITUNES)[0]?.getAttribute("href");
  if (!isAbsolute(image) || !/\.(png|jpe?g)$/i.test(new URL(image ?? "x:").pathname))
    problems.push("itunes:image href must be an absolute .png or .jpg URL");
  const category = children(channel, "category", ITUNES)[0];
  if (!category?.getAttribute("text")) problems.push("itunes:category with a text attribute required");
  if (!["true", "false"].includes(textOf(channel, "explicit", ITUNES)))
    problems.push("itunes:explicit must be true or false");
  if (!textOf(channel, "author", ITUNES)) problems.push("channel itunes:author required");
  if (!UUID.test(textOf(channel, "guid", PODCAST))) problems.push("podcast:guid must be a UUIDv5");
  const self = children(channel, "link", ATOM).find((link) => link.getAttribute("rel") === "self");
  if (!isAbsolute(self?.getAttribute("href"))) problems.push('atom:link rel="self" with an absolute href required');

  const guids = new Set<string>();
  const episodes = children(channel, "item").map((item, index) => {
    const where = `item ${index + 1}`;
    const title = textOf(item, "title");
    if (!title) problems.push(`${where}: <title> required`);
    const guid = textOf(item, "guid");
    if (!guid) problems.push(`${where}: <guid> required`);
    if (guids.has(guid)) problems.push(`${where}: <guid> repeats another item's`);
    guids.add(guid);
    if (!RFC822.test(textOf(item, "pubDate"))) problems.push(`${where}: <pubDate> must be an RFC 822 date`);
    if (!isAbsolute(textOf(item, "link"))) problems.push(`${where}: <link> must be an absolute URL`);
    const enclosures = children(item, "enclosure");
    if (enclosures.length !== 1) problems.push(`${where}: exactly one <enclosure> required`);
    const enclosure = enclosures[0];
    const url = enclosure?.getAttribute("url") ?? "";
    const length = Number(enclosure?.getAttribute("length"));
    const type = enclosure?.getAttribute("type") ?? "";
    if (!isAbsolute(url)) problems.push(`${where}: enclosure url must be absolute`);
    if (!Number.isInteger(length) || length <= 0)
      problems.push(`${where}: enclosure length must be the file's size in bytes`);
    if (!/^audio\/[a-z0-9.+-]+$/.test(type)) problems.push(`${where}: enclosure type must be an audio type`);
    const author = textOf(item, "author", ITUNES);
    if (!author) problems.push(`${where}: itunes:author required`);
    return { title, guid, url, length, type, author };
  });
  return { problems, episodes, language: textOf(channel, "language") };
}
