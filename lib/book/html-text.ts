// Text-level rewriting of HTML that has already been through the sanitiser. Its output has
// well-formed tags and escapes "<" in text and attributes, so splitting on tags is exact.

import { splitOnTags } from "@/lib/html/tags";

// Links, buttons and the highlights this module's callers add (marks with the button role).
const INTERACTIVE = new Set(["a", "button", "mark"]);

/** sanitize-html escapes only &, < and > in text; match it so searches find the same bytes. */
export const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/**
 * Calls `rewrite` on every text run of `html` that is not inside a link, button or mark (nested
 * interactive elements are invalid HTML) and splices in what it returns.
 */
export function rewriteText(html: string, rewrite: (escapedText: string) => string): string {
  let interactiveDepth = 0;
  return splitOnTags(html)
    .map((part) => {
      if (part.startsWith("<")) {
        const match = /^<(\/?)([a-zA-Z0-9]+)/.exec(part);
        if (match && INTERACTIVE.has(match[2].toLowerCase())) interactiveDepth += match[1] ? -1 : 1;
        return part;
      }
      return part && interactiveDepth === 0 ? rewrite(part) : part;
    })
    .join("");
}

/** A regex that finds `text` in escaped HTML text, allowing any run of whitespace between words. */
export function escapedPhrasePattern(text: string): RegExp | null {
  const words = escapeText(text.trim()).split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  return new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s+"), "i");
}
