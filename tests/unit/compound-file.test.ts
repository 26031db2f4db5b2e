import { expect, it } from "vitest";
import { compoundFileProblem } from "@/lib/extract/compound-file";
import { makeDoc, makeLoopingDoc, makeSpreadsheet } from "../support/files";

it("passes the compound files that real writers make", () => {
  expect(compoundFileProblem(makeDoc(["Grace and peace.", "For God so loved the world."]))).toBeNull();
  expect(compoundFileProblem(makeSpreadsheet([["a", "b"]], "biff8"))).toBeNull();
  const many = Array.from({ length: 3_000 }, (_, i) => `Paragraph ${i} of a long teaching.`);
  expect(compoundFileProblem(makeDoc(many))).toBeNull();
});

it("refuses chains that loop, whatever their length, and counts the file cannot hold", () => {
  expect(compoundFileProblem(makeLoopingDoc())).toBe("a FAT chain that loops");
  expect(compoundFileProblem(makeLoopingDoc(2))).toBe("a FAT chain that loops");
  expect(compoundFileProblem(makeLoopingDoc(13_000))).toBe("a FAT chain that loops");
  const claimsMore = Buffer.from(makeDoc(["x"]));
  claimsMore.writeUInt32LE(0x7fffffff, 0x2c);
  expect(compoundFileProblem(claimsMore)).toBe("more table sectors than the file holds");
  const difatLoop = Buffer.from(makeLoopingDoc());
  difatLoop.writeUInt32LE(200, 0x2c); // more FAT sectors than the header lists…
  difatLoop.writeInt32LE(1, 0x44); // …continued in a DIFAT chain that points back at itself
  difatLoop.writeUInt32LE(1, 0x48);
  difatLoop.writeInt32LE(1, 512 * 2 + 508);
  expect(compoundFileProblem(difatLoop)).not.toBeNull();
  expect(compoundFileProblem(new Uint8Array(600))).toBe("not a compound file");
});

it("follows a long chain in linear time", () => {
  const big = makeLoopingDoc(13_000, { loops: false });
  const started = performance.now();
  expect(compoundFileProblem(big)).toBeNull();
  expect(performance.now() - started).toBeLessThan(2_000);
});
