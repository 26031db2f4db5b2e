// How heavy a public page is, the same for `npm run bench -- public` and the guard test
// (tests/e2e/public/page-weight.spec.ts): its HTML before compression, and its first-load
// JavaScript, gzipped (docs/decisions/017).
import { gzipSync } from "node:zlib";

/**
 * The page-weight limits. Home's HTML is held to 60 KB again since its cover lists only the image
 * widths a browser can choose (decision 017, "Home's HTML since search"). Text pages' JS is held to
 * 145 KB: the page actions draw no icons of their own (decision 017, "Three small islands").
 */
export const PAGE_WEIGHT_LIMITS = { homeHtmlKb: 60, textPageJsKb: 145 };

/** Public pages that are text (the flipbook is the book viewer, with goals of its own). */
export const TEXT_PAGES = ["/", "/about", "/contact", "/videos", "/interactive-books"];

export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** The HTML as a browser gets it, before compression. */
export async function fetchHtml(origin, pathname) {
  const response = await fetch(new URL(pathname, origin), { headers: { "Accept-Encoding": "identity" } });
  if (!response.ok) throw new Error(`${pathname}: HTTP ${response.status}`);
  return response.text();
}

/** The scripts the HTML itself loads (not the noModule polyfills): what a first visit downloads. */
export function firstLoadScripts(html) {
  const sources = new Set();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = tag.match(/\ssrc="([^"]+)"/)?.[1];
    if (src && !/\snoModule\b/i.test(tag)) sources.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = tag.match(/href="([^"]+)"/)?.[1];
    if (href && /rel="(?:preload|modulepreload)"/.test(tag) && /as="script"/.test(tag)) sources.add(href);
  }
  return [...sources];
}

/** First-load JavaScript in KB, each script gzipped (what a compressing proxy sends). */
export async function firstLoadJsKb(origin, html) {
  let bytes = 0;
  for (const src of firstLoadScripts(html)) {
    const response = await fetch(new URL(src, origin));
    if (!response.ok) throw new Error(`${src}: HTTP ${response.status}`);
    bytes += gzipSync(Buffer.from(await response.arrayBuffer())).length;
  }
  return kb(bytes);
}

/** The first booklet a page links to (the selector lists them), for measuring a booklet page. */
export const firstBookletPath = (html) => html.match(/href="(\/booklets\/\d+)"/)?.[1] ?? null;
