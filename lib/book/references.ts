import { bookPageHref } from "@/lib/book/constants";
import { escapeAttribute, rewriteText } from "@/lib/book/html-text";

// The 66 books, longest names first inside each alternative so "Song of Solomon" wins over "Song".
const BOOKS = [
  "Genesis", "Exodus", "Leviticus", "Numbers", "Deuteronomy", "Joshua", "Judges", "Ruth", "Samuel", "Kings",
  "Chronicles", "Ezra", "Nehemiah", "Esther", "Job", "Psalms", "Psalm", "Proverbs", "Ecclesiastes",
  "Song of Solomon", "Song of Songs", "Isaiah", "Jeremiah", "Lamentations", "Ezekiel", "Daniel", "Hosea", "Joel",
  "Amos", "Obadiah", "Jonah", "Micah", "Nahum", "Habakkuk", "Zephaniah", "Haggai", "Zechariah", "Malachi",
  "Matthew", "Mark", "Luke", "John", "Acts", "Romans", "Corinthians", "Galatians", "Ephesians", "Philippians",
  "Colossians", "Thessalonians", "Timothy", "Titus", "Philemon", "Hebrews", "James", "Peter", "Jude", "Revelation",
].sort((a, b) => b.length - a.length);

/**
 * spec §5: optional book number, book name, chapter:verse, optional range
 * ("John 3:16", "1 John 4:8", "Romans 8:15-17", "Romans 8:38–39", "Genesis 1:1-2:3").
 */
export const BIBLE_REFERENCE = new RegExp(
  `\\b(?:([1-3])\\s?)?(${BOOKS.join("|")})\\s+(\\d{1,3}):(\\d{1,3})(?:\\s?[-–]\\s?(\\d{1,3})(?::(\\d{1,3}))?)?(?![\\d:])`,
  "g",
);

/** spec §5: "Page n" in popover text links to that page of the book. */
export const PAGE_REFERENCE = /\bPage\s+(\d{1,3})\b/g;

export function findBibleReferences(text: string): string[] {
  return [...text.matchAll(BIBLE_REFERENCE)].map((m) => m[0]);
}

/** spec §7: the reference lowercased with spaces, colons and hyphens removed ("1 John 4:8" → "1john48"). */
export function referenceKey(reference: string): string {
  return reference.toLowerCase().replace(/[\s:\-–]/g, "");
}

/**
 * Popover text with its Bible references as gold buttons (they open the verse image) and
 * "Page n" as links into the book. Input must be sanitised HTML.
 */
export function linkifyPopoverHtml(sanitizedHtml: string): string {
  return rewriteText(sanitizedHtml, (text) =>
    text
      .replace(BIBLE_REFERENCE, (ref) => `<span class="book-ref" role="button" tabindex="0" data-reference="${escapeAttribute(ref)}">${ref}</span>`)
      .replace(PAGE_REFERENCE, (match, n: string) => `<a class="book-page-link" href="${bookPageHref(Number(n))}" data-page="${Number(n)}">${match}</a>`),
  );
}
