import { describe, expect, it } from "vitest";
import { carryFields, carryRows, sameJson } from "@/lib/data/carry-edits";

type Row = { key: string; id?: number; text: string };
const row = (id: number, text: string, key = `p${id}`): Row => ({ key, id, text });
const carryText = (draft: Row, before: Row, after: Row) => carryFields(draft, before, after, ["text"]);

describe("sameJson", () => {
  it("ignores key order and undefined fields, not values", () => {
    expect(sameJson({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
    expect(sameJson({ a: 1, id: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: "1" })).toBe(false);
    expect(sameJson(null, undefined)).toBe(true);
  });
});

describe("carryFields", () => {
  it("takes the new value where the draft kept the old one, and keeps the draft's own edits", () => {
    const before = { title: "A", body: "x", n: null as number | null };
    const after = { title: "B", body: "y", n: 3 };
    const draft = { title: "A", body: "mine", n: null };
    expect(carryFields(draft, before, after, ["title", "body", "n"])).toEqual({ title: "B", body: "mine", n: 3 });
  });
});

describe("carryRows", () => {
  const before = [row(1, "one"), row(2, "two"), row(3, "three")];

  it("follows changed rows the draft left alone and keeps rows the draft edited or added", () => {
    const draft = [row(1, "one"), row(2, "draft two"), row(3, "three"), { key: "n1", text: "new in draft" }];
    const after = [row(1, "one (api)"), row(2, "two (api)"), row(3, "three")];
    expect(carryRows(draft, before, after, carryText).map((r) => [r.id, r.text])).toEqual([
      [1, "one (api)"],
      [2, "draft two"],
      [3, "three"],
      [undefined, "new in draft"],
    ]);
  });

  it("a row removed live leaves the draft, unless the draft edited it (then it stays as a new row)", () => {
    const draft = [row(1, "one"), row(2, "draft two"), row(3, "three")];
    const after = [row(3, "three")];
    const carried = carryRows(draft, before, after, carryText);
    expect(carried).toEqual([{ key: "p2", text: "draft two" }, row(3, "three")]);
  });

  it("a row added live joins the draft at the end, with a key of its own", () => {
    const draft = [row(1, "one"), { key: "p4", text: "draft row" }];
    const after = [...before, row(4, "four")];
    const carried = carryRows(draft, before, after, carryText);
    expect(carried.map((r) => [r.key, r.id])).toEqual([
      ["p1", 1],
      ["p4", undefined],
      ["p4-2", 4],
    ]);
  });

  it("a row the draft removed stays removed", () => {
    const draft = [row(1, "one"), row(3, "three")];
    const after = [row(1, "one"), row(2, "two (api)"), row(3, "three")];
    expect(carryRows(draft, before, after, carryText).map((r) => r.id)).toEqual([1, 3]);
  });

  it("the new live order is followed when the draft kept the old one, not when it reordered", () => {
    const after = [row(3, "three"), row(1, "one"), row(2, "two")];
    const kept = [row(1, "one"), { key: "n", text: "draft" }, row(2, "two"), row(3, "three")];
    expect(carryRows(kept, before, after, carryText).map((r) => r.id ?? r.key)).toEqual([3, "n", 1, 2]);
    const reordered = [row(2, "two"), row(1, "one"), row(3, "three")];
    expect(carryRows(reordered, before, after, carryText).map((r) => r.id)).toEqual([2, 1, 3]);
  });
});
