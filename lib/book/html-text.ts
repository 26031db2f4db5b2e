// Input is sanitised: well-formed tags, "<" escaped in text and attributes, so splitting on tags is exact.

import { splitOnTags } from "@/lib/html/tags";

const INTERACTIVE = new Set(["a", "button", "mark"]);

/** sanitize-html escapes only &, < and > in text; match it so searches find the same bytes. */
export const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, "&quot;").replace(/'/g, "&#39;");

// Nested interactive elements are invalid HTML, so text inside a link, button or mark is left alone.
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

export function escapedPhrasePattern(text: string): RegExp | null {
  const words = escapeText(text.trim()).split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  return new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("\\s+"), "i");
}
