import { escapeText } from "@/lib/book/html-text";
import { sanitizeStoredHtml } from "@/lib/html/sanitize";

export const EMPTY_PAGE_PLACEHOLDER = "<p>This page has no content yet.</p>";

const CODE_FENCE = /^\s*```[a-zA-Z0-9-]*[ \t]*\n?|\n?[ \t]*```\s*$/g;
const HAS_TAG = /<[a-zA-Z][^>]*>/;

/**
 * requirements §5 "Saving a page": code fences are stripped, an empty body becomes a placeholder
 * paragraph and plain text without tags is wrapped in a paragraph (one per blank-line block).
 * The result is sanitised (requirements §D7).
 */
export function preparePageContent(raw: string): string {
  const body = raw.replace(/\r\n?/g, "\n").replace(CODE_FENCE, "").trim();
  if (!body) return EMPTY_PAGE_PLACEHOLDER;
  const html = HAS_TAG.test(body)
    ? body
    : body
        .split(/\n\s*\n/)
        .map((block) => `<p>${escapeText(block.trim()).replace(/\n/g, "<br>")}</p>`)
        .join("\n");
  return sanitizeStoredHtml(html) || EMPTY_PAGE_PLACEHOLDER;
}
