import sanitize from "sanitize-html";

// DESIGN §7: stored HTML is sanitised on save and on render. Formatting, links, images and tables
// survive; scripts, styles, event handlers and javascript: URLs do not.
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    "h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "div", "span",
    "ul", "ol", "li", "strong", "b", "em", "i", "u", "s", "small", "sup", "sub", "mark",
    "blockquote", "cite", "q", "code", "pre", "a", "img", "figure", "figcaption",
    "table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new tab must not hand the opener to the other site.
    a: (tagName, attribs) => {
      const opensNewTab = attribs.target === "_blank";
      const { target: _target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: opensNewTab ? { ...rest, target: "_blank", rel: "noopener noreferrer" } : rest,
      };
    },
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
