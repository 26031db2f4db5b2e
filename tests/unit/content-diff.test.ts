import { describe, expect, it } from "vitest";
import { diffBookPages, diffBooklets, diffWords, htmlToPlainText } from "@/lib/content/diff";
import { withStandInIds } from "@/lib/content/stand-in-ids";

describe("diffWords", () => {
  it("marks the changed words and keeps the rest", () => {
    expect(diffWords("God is love today", "God is light today")).toEqual([
      { kind: "same", text: "God is " },
      { kind: "removed", text: "love" },
      { kind: "added", text: "light" },
      { kind: "same", text: " today" },
    ]);
  });

  it("reads identical texts as unchanged and empty ones as added", () => {
    expect(diffWords("same text", "same text")).toEqual([{ kind: "same", text: "same text" }]);
    expect(diffWords("", "new")).toEqual([{ kind: "added", text: "new" }]);
  });

  it("falls back to a whole replacement when the middle is too large to compare", () => {
    const a = Array.from({ length: 3000 }, (_, i) => `a${i}`).join(" ");
    const b = Array.from({ length: 3000 }, (_, i) => `b${i}`).join(" ");
    const parts = diffWords(a, b);
    expect(parts.map((part) => part.kind)).toEqual(["removed", "added"]);
  });
});

describe("diffBooklets", () => {
  it("compares pages by identity, and lists removed pages", () => {
    const before = {
      title: "T",
      pages: [
        { key: "p1", id: 1, title: "One", content: "<p>First text</p>", popovers: [] },
        { key: "p2", id: 2, title: "Two", content: "", popovers: [] },
      ],
    };
    const after = {
      title: "T",
      pages: [{ key: "p1", id: 1, title: "One", content: "<p>Second text</p>", popovers: [] }],
    };
    const sections = diffBooklets(before, after);
    expect(sections.map((s) => [s.label, s.changed])).toEqual([
      ["Details", false],
      ["Page 1", true],
      ['Removed page "Two"', true],
    ]);
  });

  it("reads HTML as the visible text", () => {
    expect(htmlToPlainText("<p>A &amp; B</p><p>C</p>")).toBe("A & B\nC");
  });
});

describe("diffBookPages", () => {
  const labels = { text: "Page text", popover: (title: string) => `Popover ${title}` };
  const page = (content: string, popovers: { key: string; id?: number; title: string; content: string | null }[]) => ({
    content,
    popovers,
  });

  it("compares the page's visible text, then popovers by identity: changed, added and removed", () => {
    const before = page("<p>God is love</p>", [
      { key: "o1", id: 1, title: "Love", content: "<p>1 John 4:8</p>" },
      { key: "o2", id: 2, title: "Gone", content: "<p>Old</p>" },
    ]);
    const after = page("<p>God is very love</p>", [
      { key: "o1", id: 1, title: "Love", content: "<p>1 John 4:16</p>" },
      { key: "n1", title: "New", content: null },
    ]);
    const sections = diffBookPages(before, after, labels);
    expect(sections.map((s) => [s.label, s.changed])).toEqual([
      ["Page text", true],
      ["Popover Love", true],
      ["Popover New", true],
      ["Popover Gone", true],
    ]);
    expect(sections[0].parts).toEqual([
      { kind: "same", text: "God is " },
      { kind: "added", text: "very " },
      { kind: "same", text: "love" },
    ]);
    expect(sections[3].parts).toEqual([{ kind: "removed", text: "Gone\nOld" }]);
  });

  it("reports nothing changed for the same page", () => {
    const same = page("<p>Same</p>", [{ key: "o1", id: 1, title: "T", content: "<p>C</p>" }]);
    expect(diffBookPages(same, same, labels).every((s) => !s.changed)).toBe(true);
  });
});

describe("withStandInIds", () => {
  it("gives items without a row ids above every real one, keeping real ids", () => {
    expect(withStandInIds([{ id: 7 }, {}, { id: 3 }, {}])).toEqual([{ id: 7 }, { id: 8 }, { id: 3 }, { id: 9 }]);
    expect(withStandInIds([{}, {}])).toEqual([{ id: 1 }, { id: 2 }]);
  });
});
