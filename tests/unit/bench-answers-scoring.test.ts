// The answers bench scores a fact as a reader would read it, and lists missed questions only on request.
import { describe, expect, it } from "vitest";
import { printsMisses } from "@/scripts/bench/answers.mjs";
import { foldLetters, holdsFact } from "@/scripts/bench/answers/fold.mjs";
import { hasAnchor } from "@/scripts/bench/answers/scripture.mjs";

describe("the answers bench's fact comparison", () => {
  it("folds ligatures, special letters and compatibility forms as a reader would", () => {
    expect(foldLetters("Cæsar")).toBe("caesar");
    expect(foldLetters("Œuvre")).toBe("oeuvre");
    expect(foldLetters("ﬁrst ﬂood")).toBe("first flood");
    expect(foldLetters("Straße")).toBe("strasse");
    expect(foldLetters("Génesis")).toBe("genesis");
  });

  it("finds a fact whichever way the answer or the fact spells its letters", () => {
    expect(holdsFact("Render unto Cæsar the things", ["unto Caesar"])).toBe(true);
    expect(holdsFact("the ﬁrst day", ["first day"])).toBe(true);
    expect(holdsFact("the second day", ["first day"])).toBe(false);
  });

  it("matches the shared set's anchors with letters folded, still as whole words", () => {
    expect(hasAnchor("Render therefore unto Cæsar.", ["unto Caesar"])).toBe(true);
    expect(hasAnchor("Caesarea", ["Caesar"])).toBe(false);
  });
});

describe("the answers bench's missed questions", () => {
  it("are counted, not listed, by default", () => {
    expect(printsMisses(["node", "answers.mjs", "--check"], {})).toBe(false);
  });

  it("are listed with --misses, --verbose or BENCH_ANSWERS_MISSES=1", () => {
    expect(printsMisses(["node", "answers.mjs", "--misses"], {})).toBe(true);
    expect(printsMisses(["node", "answers.mjs", "--verbose"], {})).toBe(true);
    expect(printsMisses(["node", "answers.mjs"], { BENCH_ANSWERS_MISSES: "1" })).toBe(true);
  });
});
