import { describe, expect, it } from "vitest";
import { podcastFeed, podcastGuid, type PodcastChannel, type PodcastEpisode } from "@/lib/teachings/podcast-feed";
import { validatePodcastFeed } from "../support/podcast-validator";

const channel: PodcastChannel = {
  title: "Teachings & more",
  description: "Messages <weekly>",
  link: "https://example.org/teachings",
  feedUrl: "https://example.org/teachings/feed.xml",
  imageUrl: "https://example.org/assets/podcast/artwork.png",
  author: "FIRSTbORN Ministries",
  language: "en",
};
const episode: PodcastEpisode = {
  id: 7,
  title: 'Born again: "John 3" & Nicodemus\u0001',
  link: "https://example.org/teachings/born-again",
  summary: "",
  date: "2026-11-01",
  audioUrl: "https://example.org/api/upload/files/0d8e7a9c-3a52-4a51-9a57-2f0d6c1c2b10.mp3",
  audioSize: 4321,
  audioType: "audio/mpeg",
  author: "Ann Preacher",
  imageUrl: null,
};

describe("the teachings podcast feed", () => {
  it("passes the RSS 2.0 and Apple rules, with escaped text and the episode's facts", () => {
    const feed = podcastFeed(channel, [episode, { ...episode, id: 8, title: "Second" }]);
    const { problems, episodes } = validatePodcastFeed(feed);
    expect(problems).toEqual([]);
    expect(episodes[0]).toEqual({
      title: 'Born again: "John 3" & Nicodemus',
      guid: "example.org/teachings/7",
      url: episode.audioUrl,
      length: 4321,
      type: "audio/mpeg",
      author: "Ann Preacher",
    });
    expect(feed).toContain("<pubDate>Sun, 01 Nov 2026 12:00:00 GMT</pubDate>");
  });

  it("is valid with no episodes, and its podcast guid is the spec's UUIDv5 of the address", () => {
    expect(validatePodcastFeed(podcastFeed(channel, [])).problems).toEqual([]);
    // The Podcasting 2.0 namespace's own example.
    expect(podcastGuid("https://mp3s.nashownotes.com/pc20rss.xml")).toBe("917393e3-1b1e-5cef-ace4-edaa54e1f810");
  });

  it("the validator catches what Apple refuses", () => {
    const broken = podcastFeed({ ...channel, imageUrl: "/artwork.webp" }, [
      { ...episode, audioUrl: "/relative.mp3", audioSize: 0, audioType: "text/html", author: "" },
      episode,
    ]);
    expect(validatePodcastFeed(broken).problems).toEqual([
      "itunes:image href must be an absolute .png or .jpg URL",
      "item 1: enclosure url must be absolute",
      "item 1: enclosure length must be the file's size in bytes",
      "item 1: enclosure type must be an audio type",
      "item 1: itunes:author required",
      "item 2: <guid> repeats another item's",
    ]);
    expect(validatePodcastFeed("<rss><channel>").problems[0]).toMatch(/not well-formed/);
  });
});
