import { describe, expect, it } from "vitest";
import { sentenceAtFraction, splitSentences, textChunks } from "@/lib/listen/sentences";
import { listenQuerySchema } from "@/lib/validation/listen";

const sentences = (text: string) => splitSentences(text).map(({ start, end }) => text.slice(start, end));

describe("splitSentences", () => {
  it("cuts at full stops, questions, exclamations and ellipses, keeping closing quotes", () => {
    expect(sentences("En el principio era el Verbo. ¿Quién es? ¡Él es! Y luego… “Amén.” Fin")).toEqual([
      "En el principio era el Verbo.",
      "¿Quién es?",
      "¡Él es!",
      "Y luego…",
      "“Amén.”",
      "Fin",
    ]);
  });

  it("ends a sentence at a line break (a heading) and drops pieces without words", () => {
    expect(sentences("Chapter One\n  The start.  \n\n - \n")).toEqual(["Chapter One", "The start."]);
  });

  it("keeps a verse reference whole", () => {
    expect(sentences("Read John 3:16 today. Then rest.")).toEqual(["Read John 3:16 today.", "Then rest."]);
  });
});

describe("sentenceAtFraction", () => {
  const spans = splitSentences("One two. Three four five six.");
  it("follows the audio by the sentences' lengths", () => {
    expect(sentenceAtFraction(spans, 0)).toBe(0);
    expect(sentenceAtFraction(spans, 0.2)).toBe(0);
    expect(sentenceAtFraction(spans, 0.5)).toBe(1);
    expect(sentenceAtFraction(spans, 1)).toBe(1);
    expect(sentenceAtFraction(spans, 7)).toBe(1);
    expect(sentenceAtFraction([], 0.5)).toBe(-1);
  });
});

describe("textChunks", () => {
  it("cuts between sentences and keeps every word", () => {
    const text = "Alpha beta. Gamma delta. Epsilon zeta eta theta iota kappa lambda mu.";
    const chunks = textChunks(text, 25);
    expect(chunks.every((chunk) => chunk.length <= 25)).toBe(true);
    expect(chunks.slice(0, 1)).toEqual(["Alpha beta. Gamma delta."]);
    expect(chunks.join(" ").split(/\s+/)).toEqual(text.split(/\s+/));
  });
});

describe("listenQuerySchema", () => {
  it("names a page by kind, id and language, never by text", () => {
    expect(listenQuerySchema.parse({ kind: "book", page: "3", locale: "es" })).toEqual({
      kind: "book",
      page: 3,
      locale: "es",
      voice: "nova",
    });
    expect(listenQuerySchema.parse({ kind: "teaching", id: "grace-abounds", locale: "en", voice: "alloy" }).kind).toBe(
      "teaching",
    );
    for (const bad of [
      { kind: "text", locale: "en" },
      { kind: "book", page: "0x10", locale: "en" },
      { kind: "book", page: "3", locale: "xx" },
      { kind: "booklet", page: "1", locale: "en" },
      { kind: "teaching", id: "../etc", locale: "en" },
      { kind: "about", locale: "en", voice: "robot" },
    ])
      expect(listenQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
