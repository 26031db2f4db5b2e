import { describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/config";
import { bookName, ENGLISH_BOOK_NAMES, localReference, TRANSLATED_BOOK_NAMES } from "@/lib/scripture/book-names";
import { OSIS_BOOKS } from "@/lib/scripture/osis";

describe("Bible book names by language", () => {
  it("names each of the 66 books in every language", () => {
    expect(OSIS_BOOKS).toHaveLength(66);
    expect(ENGLISH_BOOK_NAMES).toHaveLength(66);
    for (const names of Object.values(TRANSLATED_BOOK_NAMES)) expect(names).toHaveLength(66);
    for (const locale of LOCALES) for (const book of OSIS_BOOKS) expect(bookName(book, locale)).toMatch(/\S/);
  });

  it("reads an OSIS code in the visitor's language", () => {
    expect(bookName("John", "es")).toBe("Juan");
    expect(bookName("Gen", "es")).toBe("Génesis");
    expect(bookName("Rev", "pt")).toBe("Apocalipse");
    expect(bookName("1John", "en")).toBe("1 John");
    expect(bookName("Ps", "en")).toBe("Psalms");
    expect(bookName("Nope", "es")).toBe("Nope");
  });

  it("writes a reference with the language's book name and the same numbers", () => {
    expect(localReference("John.3.16-John.3.21", "es")).toBe("Juan 3:16-21");
    expect(localReference("John.3.16-John.3.21", "en")).toBe("John 3:16-21");
    expect(localReference("Song.2.1", "fr")).toBe(`${bookName("Song", "fr")} 2:1`);
    expect(localReference("1Cor.13", "de")).toBe(`${bookName("1Cor", "de")} 13`);
    expect(localReference("Nope.1.1", "es")).toBeNull();
  });
});
