import { escapeText } from "@/lib/book/html-text";
import { sanitizeStaffHtml } from "@/lib/html/sanitize";
import { looksLikeHtml } from "@/lib/html/tags";
import { trimEndWhere } from "@/lib/format";

export const EMPTY_PAGE_PLACEHOLDER = "<p>This page has no content yet.</p>";

const OPENING_FENCE = /^\s*```[a-zA-Z0-9-]*[ \t]*\n?/;

function stripCodeFences(text: string): string {
  const body = text.replace(OPENING_FENCE, "").trimEnd();
  if (!body.endsWith("```")) return body;
  const beforeFence = trimEndWhere(body.slice(0, -3), (character) => character === " " || character === "\t");
  return beforeFence.endsWith("\n") ? beforeFence.slice(0, -1) : beforeFence;
}

// requirements §5 "Saving a page"; sanitised as §D7 says.
export function preparePageContent(raw: string): string {
  const body = stripCodeFences(raw.replace(/\r\n?/g, "\n")).trim();
  if (!body) return EMPTY_PAGE_PLACEHOLDER;
  const html = looksLikeHtml(body)
    ? body
    : body
        .split(/\n\s*\n/)
        .map((block) => `<p>${escapeText(block.trim()).replace(/\n/g, "<br>")}</p>`)
        .join("\n");
  return sanitizeStaffHtml(html) || EMPTY_PAGE_PLACEHOLDER;
}
