import { describe, expect, it } from "vitest";
import { teachingHref } from "@/components/site/teachings";

describe("teachingHref", () => {
  it("sends a Saga of Salvation teaching to the interactive book and others to their booklet", () => {
    expect(teachingHref({ id: 7, title: "Saga of Salvation (SOS) Book 1 - Who You Really Are" })).toBe(
      "/interactive-books",
    );
    expect(teachingHref({ id: 7, title: "A study of the Saga of Salvation" })).toBe("/interactive-books");
    expect(teachingHref({ id: 12, title: "Born Redeemed" })).toBe("/booklets/12");
    // requirements §1: the title must contain the words as written.
    expect(teachingHref({ id: 3, title: "saga of salvation notes" })).toBe("/booklets/3");
  });
});
