import type { HighlightColor } from "@/lib/book/constants";
import { escapeAttribute, escapedPhrasePattern, rewriteText } from "@/lib/book/html-text";

export type HighlightablePopover = {
  id: number;
  title: string;
  linkedText: string | null;
  highlightColor: HighlightColor;
};

// The plain mark is what gets translated, so the highlight lands on the right words in every language.
const REF_MARK_OPEN = /<mark class="book-ref-(\d+)">/g;
const MARK_CLOSE = "</mark>";

// The regex /<mark class="book-ref-(\d+)">([\s\S]*?)<\/mark>/g without its quadratic time when many marks never close.
function replaceRefMarks(html: string, replace: (id: number, text: string) => string): string {
  const opener = new RegExp(REF_MARK_OPEN);
  let result = "";
  let last = 0;
  for (let match = opener.exec(html); match; match = opener.exec(html)) {
    const close = html.indexOf(MARK_CLOSE, opener.lastIndex);
    if (close === -1) break;
    result += html.slice(last, match.index) + replace(Number(match[1]), html.slice(opener.lastIndex, close));
    last = close + MARK_CLOSE.length;
    opener.lastIndex = last;
  }
  return result + html.slice(last);
}

export function markLinkedText(
  sanitizedHtml: string,
  popovers: Pick<HighlightablePopover, "id" | "linkedText">[],
): string {
  let html = sanitizedHtml;
  for (const popover of popovers) {
    const pattern = popover.linkedText ? escapedPhrasePattern(popover.linkedText) : null;
    if (!pattern) continue;
    let found = false;
    html = rewriteText(html, (text) => {
      if (found) return text;
      return text.replace(pattern, (match) => {
        found = true;
        return `<mark class="book-ref-${popover.id}">${match}</mark>`;
      });
    });
  }
  return html;
}

// requirements §2/§5: a focusable mark with the button role (a real <button> cannot wrap across lines).
export function activateMarks(markedHtml: string, popovers: HighlightablePopover[]) {
  const byId = new Map(popovers.map((popover) => [popover.id, popover]));
  const matched = new Set<number>();
  const html = replaceRefMarks(markedHtml, (id, text) => {
    const popover = byId.get(id);
    if (!popover || matched.has(popover.id)) return text;
    matched.add(popover.id);
    return `<mark class="book-hl book-hl-${popover.highlightColor}" role="button" tabindex="0" data-popover-id="${popover.id}" aria-haspopup="dialog" title="${escapeAttribute(popover.title)}">${text}</mark>`;
  });
  return { html, unmatched: popovers.filter((popover) => !matched.has(popover.id)).map((popover) => popover.id) };
}

export function highlightLinkedText(sanitizedHtml: string, popovers: HighlightablePopover[]) {
  return activateMarks(markLinkedText(sanitizedHtml, popovers), popovers);
}
