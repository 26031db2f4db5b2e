import { describe, expect, it } from "vitest";
import { densestWindow, pickQuote } from "@/lib/chat/extractive";
import { analyzeChunks, splitIntoChunks } from "@/lib/knowledge/indexing";

// How texts become passages (docs/decisions/008): headings stay with their text, PDF text without
// blank lines gets its paragraphs back, passages have comparable sizes, and only a reference that
// opens a line keys a passage.

const sentence = (topic: string, i: number) =>
  `The note on ${topic} explains point ${i} of the passage with care and some detail.`;
const paragraph = (topic: string, sentences: number) =>
  Array.from({ length: sentences }, (_, i) => sentence(topic, i)).join(" ");

/** A paragraph wrapped at about 80 characters, as a PDF's text layer gives it (no blank lines). */
function wrapped(text: string, width = 80): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

describe("passages", () => {
  it("never end on a heading: the heading opens the passage of the text it heads", () => {
    const text = [paragraph("grace", 6), "Daniel 8:9 (little horn)", paragraph("the little horn", 7)].join("\n\n");
    const chunks = splitIntoChunks(text);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.split("\n").at(-1)).not.toBe("Daniel 8:9 (little horn)");
    const headed = chunks.find((chunk) => chunk.includes("Daniel 8:9"))!;
    expect(headed.startsWith("Daniel 8:9 (little horn)")).toBe(true);
    expect(headed).toContain("the little horn explains point 0");
  });

  it("rebuild a PDF page's paragraphs from its line lengths", () => {
    // Each paragraph's last line ends well short of a full line, as a paragraph's last line mostly does.
    const paragraphs = ["joy", "hope", "love"].map((topic) => paragraph(topic, 6));
    const page = paragraphs.flatMap((text) => wrapped(text)).join("\n");
    const chunks = splitIntoChunks(page);
    // Each paragraph is about 500 characters: three passages, each one whole paragraph.
    expect(chunks).toHaveLength(3);
    chunks.forEach((chunk, i) => expect(chunk).toBe(paragraphs[i]));
  });

  it("have comparable sizes: a long PDF page is not one passage", () => {
    const page = wrapped(paragraph("the covenant", 40)).join("\n");
    const chunks = splitIntoChunks(page);
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(1000);
    expect(chunks.join(" ")).toBe(paragraph("the covenant", 40));
  });

  it("keep one verse per line as units, so a passage holds a few verses", () => {
    const verses = Array.from({ length: 40 }, (_, i) => `John 3:${i + 1} ${sentence("verse", i)}`);
    const chunks = splitIntoChunks(verses.join("\n"));
    expect(chunks.length).toBeGreaterThan(4);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(700);
    expect(chunks[1].startsWith("John 3:")).toBe(true);
  });

  it("are keyed by the references that open their lines, never by a cross-reference", () => {
    const { refs } = analyzeChunks(
      [
        "Romans 3:25 Whom God sent to be an atoning sacrifice, through faith in his blood.",
        "This mercy seat is the place of meeting (see the note on Hebrews 9:5 for the lid of the ark).",
      ].join("\n\n"),
    );
    expect(refs[0]).toContain("Rom.3.25");
    expect(refs[0]).not.toContain("Heb.9.5");
    // Still searchable as a mention, which ranks like a word and never answers as the verse.
    expect(refs[0]).toContain("~Heb.9.5");
  });
});

describe("quotes", () => {
  it("never quote a heading alone: the text under it is the answer", () => {
    const note = `${paragraph("the little horn", 6).slice(0, 465)}.`;
    const quote = pickQuote(["Daniel 8:9 (little horn)", note], [5, 1]);
    expect(quote).toContain("the little horn explains point 0");
  });

  it("quote where the question's terms are densest, not around the one unit that repeats the heaviest", () => {
    const unit = (label: string, length: number) => `${label} ${"filler words ".repeat(40)}`.slice(0, length) + ".";
    const units = [unit("heavy", 150), unit("plain", 200), unit("plain", 200), unit("second", 150), unit("third", 150)];
    // Unit 0 holds term 0 twice; units 3 and 4 hold terms 1 and 2, together worth more.
    const held = [[0, 0], [], [], [1], [2]];
    const weights = [3, 2, 2];
    const scores = [6, 0, 0, 2, 2];
    expect(pickQuote(units, scores)).toMatch(/^heavy/);
    const window = densestWindow(units, held, weights);
    expect(window).toEqual({ from: 3, to: 4, weight: 4 });
    const quote = pickQuote(units, scores, window);
    expect(quote).toMatch(/^second/);
    expect(quote).toContain("third");
  });

  it("choose the shortest window that holds the most distinct terms, and nothing when no unit holds one", () => {
    const units = ["Alpha one.", "Nothing here.", "Beta two.", "Alpha beta together."];
    expect(densestWindow(units, [[0], [], [1], [0, 1]], [1, 1])).toEqual({ from: 3, to: 3, weight: 2 });
    expect(densestWindow(units, [[], [], [], []], [1, 1])).toBeNull();
  });

  it("never quote a heading alone when the densest window is the heading", () => {
    const note = `${paragraph("the little horn", 6).slice(0, 465)}.`;
    const units = ["Daniel 8:9 (little horn)", note];
    const window = densestWindow(units, [[0, 1], [1]], [2, 1]);
    expect(pickQuote(units, [3, 1], window)).toContain("the little horn explains point 0");
  });
});
