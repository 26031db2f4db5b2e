import sanitizeHtml from "sanitize-html";

// requirements §D7: run on save and again on render, so a row written by an older version or by hand is still safe.

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

export function sanitizeStoredHtml(html: string | null | undefined): string {
  return sanitizeHtml(html ?? "", OPTIONS).trim();
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
  const stripped = sanitizeHtml(
    (html ?? "").replace(BLOCK_END, (end) => `${end} `),
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
