import { Parser } from "htmlparser2";
import sanitizeHtml from "sanitize-html";
import { badRequest } from "@/lib/errors";
import { stripTags } from "@/lib/html/tags";

// requirements §D7: run on save and again on render, so a row written by an older version or by hand is still safe.

/** sanitize-html's parser is quadratic in depth (66,000 nested `<b>` held the server 9 s); real pages nest ~12. */
export const MAX_HTML_DEPTH = 100;
export const HTML_TOO_DEEP = `The text nests more than ${MAX_HTML_DEPTH} elements inside each other; remove the extra levels.`;

/** As sanitize-html's own parser reads it; stops at `max + 1`, so it costs the text's length × `max` at worst. */
export function nestsDeeperThan(html: string, max = MAX_HTML_DEPTH): boolean {
  let depth = 0;
  let deeper = false;
  const parser: Parser = new Parser(
    {
      // Every element opened is announced here, every one closed (implied, explicit or void) below: depth = its stack.
      onopentagname() {
        if (++depth > max) {
          deeper = true;
          parser.pause();
        }
      },
      onclosetag() {
        depth--;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  if (!deeper) parser.end();
  return deeper;
}

/** Too deep to parse: the text alone, in one paragraph (a hostile or broken row, never a real page). */
const flattened = (html: string) =>
  `<p>${stripTags(html, " ").replace(/\s+/g, " ").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</p>`;

// Any other class could be a utility class: `fixed inset-0 z-50` in a booklet would cover the whole site.
export const ALLOWED_CLASSES: (string | RegExp)[] = [
  "sample-note",
  "scripture",
  "cover",
  "cover-series",
  "cover-tagline",
  /^book-ref-\d{1,10}$/,
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "blockquote",
    "cite",
    "q",
    "pre",
    "code",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "small",
    "mark",
    "sub",
    "sup",
    "span",
    "div",
    "section",
    "article",
    "aside",
    "header",
    "footer",
    "figure",
    "figcaption",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "caption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
    blockquote: ["cite"],
    "*": ["class", "lang", "dir"],
  },
  allowedClasses: { "*": ALLOWED_CLASSES },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    // A link that opens a new tab must not hand the opener to the target page.
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      return { tagName, attribs: target === "_blank" ? { ...rest, target, rel: "noopener noreferrer" } : rest };
    },
  },
};

// Reads sanitise the same rows again and again (API answers are uncached): kept per text, bounded, oldest out first.
const SANITIZED_CACHE_CHARS = 8_000_000;
const sanitized = new Map<string, string>();
let sanitizedChars = 0;

export function sanitizeStoredHtml(html: string | null | undefined): string {
  return remembered(html ?? "", (input) => sanitizeHtml(nestsDeeperThan(input) ? flattened(input) : input, OPTIONS));
}

/** HTML staff are saving: refused (400, under `field`) when too deep to read back, else sanitised. */
export function sanitizeStaffHtml(html: string, field = "content"): string {
  if (nestsDeeperThan(html)) throw badRequest(HTML_TOO_DEEP, { [field]: [HTML_TOO_DEEP] });
  return remembered(html, (input) => sanitizeHtml(input, OPTIONS));
}

function remembered(input: string, sanitize: (input: string) => string): string {
  const known = sanitized.get(input);
  if (known !== undefined) return known;
  const clean = sanitize(input).trim();
  const size = input.length + clean.length;
  if (size <= SANITIZED_CACHE_CHARS / 8) {
    for (const [key, value] of sanitized) {
      if (sanitizedChars + size <= SANITIZED_CACHE_CHARS) break;
      sanitized.delete(key);
      sanitizedChars -= key.length + value.length;
    }
    sanitized.set(input, clean);
    sanitizedChars += size;
  }
  return clean;
}

const BLOCK_END = /<\/(p|h[1-6]|li|div|blockquote|section|article|tr|figcaption|dd|dt)\s*>|<br\s*\/?>/gi;
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
  "&nbsp;": " ",
};

export function htmlToText(html: string | null | undefined): string {
  const input = html ?? "";
  const stripped = sanitizeHtml(
    (nestsDeeperThan(input) ? flattened(input) : input).replace(BLOCK_END, (end) => `${end} `),
    { allowedTags: [], allowedAttributes: {} },
  );
  return stripped
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
