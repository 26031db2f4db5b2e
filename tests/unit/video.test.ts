import { describe, expect, it } from "vitest";
import { knownVideoEmbedUrl, toEmbedUrl } from "@/lib/video";

describe("toEmbedUrl", () => {
  it("turns a shared-drive file link into its preview form", () => {
    expect(toEmbedUrl("https://drive.google.com/file/d/1AbC-d_E/view?usp=sharing")).toBe(
      "https://drive.google.com/file/d/1AbC-d_E/preview",
    );
    expect(toEmbedUrl("https://drive.google.com/open?id=1AbC")).toBe("https://drive.google.com/file/d/1AbC/preview");
    expect(toEmbedUrl(" https://drive.google.com/file/d/XYZ/preview ")).toBe(
      "https://drive.google.com/file/d/XYZ/preview",
    );
  });

  it("turns YouTube watch, short and share links into the embed form", () => {
    expect(toEmbedUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10")).toBe(
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
    );
    expect(toEmbedUrl("https://youtu.be/dQw4w9WgXcQ")).toBe("https://www.youtube.com/embed/dQw4w9WgXcQ");
    expect(toEmbedUrl("https://www.youtube.com/shorts/dQw4w9WgXcQ")).toBe("https://www.youtube.com/embed/dQw4w9WgXcQ");
  });

  it("keeps other http(s) links as they are", () => {
    expect(toEmbedUrl("https://player.vimeo.com/video/1")).toBe("https://player.vimeo.com/video/1");
  });

  it("refuses anything that is not an http(s) address", () => {
    expect(toEmbedUrl("javascript:alert(1)")).toBeNull();
    expect(toEmbedUrl("data:text/html,<script>")).toBeNull();
    expect(toEmbedUrl("not a url")).toBeNull();
    expect(toEmbedUrl("")).toBeNull();
    expect(toEmbedUrl(undefined)).toBeNull();
  });
});

// Security review 5, L2: a teaching's video is a YouTube or shared-drive player, never another site in a frame.
describe("knownVideoEmbedUrl", () => {
  it("gives the canonical player address of a known video, and null for anything else", () => {
    expect(knownVideoEmbedUrl("https://youtu.be/dQw4w9WgXcQ")).toBe("https://www.youtube.com/embed/dQw4w9WgXcQ");
    expect(knownVideoEmbedUrl("https://drive.google.com/open?id=1AbC")).toBe(
      "https://drive.google.com/file/d/1AbC/preview",
    );
    for (const link of [
      "https://evil.example/fake-login",
      "https://player.vimeo.com/video/1",
      "https://drive.google.com/drive/folders",
      "https://www.youtube.com/channel/x",
      "https://youtube.com.evil.example/embed/dQw4w9WgXcQ",
      "javascript:alert(1)",
    ])
      expect(knownVideoEmbedUrl(link), link).toBeNull();
  });
});
