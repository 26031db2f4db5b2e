import { bookPageHref } from "@/lib/book/constants";
import { escapeAttribute, rewriteText } from "@/lib/book/html-text";
import type { ReferenceFinder } from "@/lib/scripture/finder";
import { englishReference } from "@/lib/scripture/osis";

/** requirements §5: "Page n" in popover text links to that page of the book. */
export const PAGE_REFERENCE = /\bPage\s+(\d{1,3})\b/g;

export function findBibleReferences(
  text: string,
  find: ReferenceFinder,
): { text: string; start: number; end: number; english: string }[] {
  return find(text).flatMap((reference) => {
    const english = reference.osis.split(".").length >= 3 ? englishReference(reference.osis) : null;
    return english ? [{ text: reference.text, start: reference.start, end: reference.end, english }] : [];
  });
}

/** requirements §7: the reference lowercased with spaces, colons and hyphens removed ("1 John 4:8" → "1john48"). */
export function referenceKey(reference: string): string {
  return reference.toLowerCase().replace(/[\s:\-–]/g, "");
}

export function linkifyPopoverHtml(
  sanitizedHtml: string,
  find: ReferenceFinder,
  pageHref: (page: number) => string | null = bookPageHref,
): string {
  const linkPages = (text: string) =>
    text.replace(PAGE_REFERENCE, (match, n: string) => {
      const href = pageHref(Number(n));
      return href
        ? `<a class="book-page-link" href="${escapeAttribute(href)}" data-page="${Number(n)}">${match}</a>`
        : match;
    });
  return rewriteText(sanitizedHtml, (text) => {
    let out = "";
    let at = 0;
    for (const reference of findBibleReferences(text, find)) {
      out += linkPages(text.slice(at, reference.start));
      out += `<span class="book-ref" role="button" tabindex="0" data-reference="${escapeAttribute(reference.english)}">${reference.text}</span>`;
      at = reference.end;
    }
    return out + linkPages(text.slice(at));
  });
}
