import type { HighlightColor } from "@/lib/book/constants";
import { escapeAttribute, escapedPhrasePattern, rewriteText } from "@/lib/book/html-text";

export type HighlightablePopover = { id: number; title: string; linkedText: string | null; highlightColor: HighlightColor };

/**
 * spec §2/§5: each popover's linked text is highlighted in its colour and opens the popover.
 * The first occurrence per popover becomes a focusable mark with the button role (a real
 * <button> cannot wrap across lines); popovers whose text is not on the page
 * (edited away, or spanning formatting) are returned so the viewer can still list them.
 */
export function highlightLinkedText(sanitizedHtml: string, popovers: HighlightablePopover[]) {
  let html = sanitizedHtml;
  const unmatched: number[] = [];
  for (const popover of popovers) {
    const pattern = popover.linkedText ? escapedPhrasePattern(popover.linkedText) : null;
    let found = false;
    if (pattern) {
      html = rewriteText(html, (text) => {
        if (found) return text;
        return text.replace(pattern, (match) => {
          found = true;
          return `<mark class="book-hl book-hl-${popover.highlightColor}" role="button" tabindex="0" data-popover-id="${popover.id}" aria-haspopup="dialog" title="${escapeAttribute(popover.title)}">${match}</mark>`;
        });
      });
    }
    if (!found) unmatched.push(popover.id);
  }
  return { html, unmatched };
}
