import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  applyReadingComfort,
  DEFAULT_READING,
  parseReadingComfort,
  READING_OPTIONS,
  READING_SCRIPT,
  READING_SIZE_SCALE,
  READING_STORAGE_KEY,
  type ReadingComfort,
} from "@/lib/reading/comfort";

/** The attributes an element is left with, as a plain record. */
function fakeRoot() {
  const attributes: Record<string, string> = {};
  return {
    attributes,
    setAttribute: (name: string, value: string) => void (attributes[name] = value),
    removeAttribute: (name: string) => void delete attributes[name],
  };
}

/** Runs the inline <head> script against a stored value, as a browser would before the first paint. */
function runScript(stored: string | null, { storageThrows = false } = {}) {
  const root = fakeRoot();
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error("SecurityError");
      return key === READING_STORAGE_KEY ? stored : null;
    },
  };
  new Function("localStorage", "document", READING_SCRIPT)(localStorage, { documentElement: root });
  return root.attributes;
}

const applied = (comfort: ReadingComfort) => {
  const root = fakeRoot();
  applyReadingComfort(root as unknown as Element, comfort);
  return root.attributes;
};

const CHOSEN: ReadingComfort = { size: "largest", font: "dyslexic", spacing: "wider", contrast: "high" };

describe("parseReadingComfort", () => {
  it("reads a stored choice", () => {
    expect(parseReadingComfort(JSON.stringify(CHOSEN))).toEqual(CHOSEN);
  });

  it("falls back to the default of each setting it cannot read", () => {
    expect(parseReadingComfort(null)).toEqual(DEFAULT_READING);
    expect(parseReadingComfort("{broken")).toEqual(DEFAULT_READING);
    expect(parseReadingComfort("42")).toEqual(DEFAULT_READING);
    expect(parseReadingComfort(JSON.stringify({ size: "huge", font: "dyslexic", contrast: ["high"] }))).toEqual({
      ...DEFAULT_READING,
      font: "dyslexic",
    });
  });
});

describe("the inline script and applyReadingComfort", () => {
  it("set the same attributes for a choice, and none for the defaults", () => {
    expect(runScript(JSON.stringify(CHOSEN))).toEqual({
      "data-reading-size": "largest",
      "data-reading-font": "dyslexic",
      "data-reading-spacing": "wider",
      "data-reading-contrast": "high",
    });
    expect(applied(CHOSEN)).toEqual(runScript(JSON.stringify(CHOSEN)));
    expect(runScript(JSON.stringify(DEFAULT_READING))).toEqual({});
    expect(applied(DEFAULT_READING)).toEqual({});
  });

  it("agree on every option of every setting", () => {
    for (const [setting, options] of Object.entries(READING_OPTIONS))
      for (const option of options) {
        const comfort = { ...DEFAULT_READING, [setting]: option } as ReadingComfort;
        expect(runScript(JSON.stringify(comfort))).toEqual(applied(comfort));
      }
  });

  it("leave the page as it is when the stored value is unknown, broken or unreadable", () => {
    expect(runScript(JSON.stringify({ size: "huge", contrast: "<script>" }))).toEqual({});
    expect(runScript("{broken")).toEqual({});
    expect(runScript(null)).toEqual({});
    expect(runScript(JSON.stringify(CHOSEN), { storageThrows: true })).toEqual({});
  });

  it("reset removes what a previous choice set", () => {
    const root = fakeRoot();
    applyReadingComfort(root as unknown as Element, CHOSEN);
    applyReadingComfort(root as unknown as Element, DEFAULT_READING);
    expect(root.attributes).toEqual({});
  });
});

describe("reading.css", () => {
  const css = readFileSync("components/reading/reading.css", "utf8");

  it("styles every text size step with its scale", () => {
    for (const [size, scale] of Object.entries(READING_SIZE_SCALE)) {
      if (size === DEFAULT_READING.size) continue;
      expect(css).toMatch(new RegExp(`\\[data-reading-size="${size}"\\] \\{\\s*--reading-scale: ${scale};`));
    }
  });

  it("styles every other option the script can set", () => {
    for (const [setting, options] of Object.entries(READING_OPTIONS))
      for (const option of options.slice(1)) expect(css).toContain(`[data-reading-${setting}="${option}"]`);
  });
});
