// requirements §D6: the model never sees a real tag; each becomes a numbered marker, and a reply that breaks one is refused.

import { htmlTags, stripTags } from "@/lib/html/tags";

const MARKER = /<(\/?)([gxk])(\d+)(\/?)>/g;
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

export const hasWords = (text: string, html: boolean) => /\p{L}/u.test(html ? stripTags(text) : text);

export type ProtectedText = {
  text: string;
  translatable: boolean;
  restore: (reply: string) => string | null;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function keptTermsPattern(terms: string[]): RegExp | null {
  const usable = [...new Set(terms.map((term) => term.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (usable.length === 0) return null;
  // A term counts only as a whole word: "WYRA" but not "WYRAS".
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${usable.map(escapeRegExp).join("|")})(?![\\p{L}\\p{N}])`, "gu");
}

export function protectText(source: string, { html, keep = [] }: { html: boolean; keep?: string[] }): ProtectedText {
  const originals = new Map<string, string>();
  let next = 1;
  const marker = (kind: "g" | "x" | "k", original: string, closing?: string) => {
    const id = next++;
    originals.set(`${kind}${id}`, original);
    if (closing !== undefined) originals.set(`/${kind}${id}`, closing);
    return id;
  };

  const keepPattern = keptTermsPattern(keep);
  const protectTerms = (text: string) =>
    keepPattern ? text.replace(keepPattern, (term) => `<k${marker("k", term)}/>`) : text;

  let text: string;
  if (!html) {
    text = protectTerms(source);
  } else {
    const parts: string[] = [];
    const open: { name: string; id: number; index: number }[] = [];
    // Counts per name: many "</b>" after many "<a>" would otherwise cost quadratic time.
    const openByName = new Map<string, number>();
    let last = 0;
    for (const { index, tag } of htmlTags(source)) {
      parts.push(protectTerms(source.slice(last, index)));
      last = index + tag.length;
      if (tag.startsWith("<!--")) continue;
      const name = /^<\/?([a-zA-Z][a-zA-Z0-9-]*)/.exec(tag)![1].toLowerCase();
      if (tag.startsWith("</")) {
        if (!openByName.get(name)) {
          parts.push(`<x${marker("x", tag)}/>`);
          continue;
        }
        const closed = open.splice(open.findLastIndex((element) => element.name === name));
        for (const element of closed) openByName.set(element.name, openByName.get(element.name)! - 1);
        const [element] = closed;
        originals.set(`/g${element.id}`, tag);
        parts.push(`</g${element.id}>`);
        // Elements left open inside this one get no closing marker: the sanitiser closes them.
        continue;
      }
      if (VOID.has(name) || tag.endsWith("/>")) {
        parts.push(`<x${marker("x", tag)}/>`);
        continue;
      }
      const id = marker("g", tag);
      open.push({ name, id, index: parts.length });
      openByName.set(name, (openByName.get(name) ?? 0) + 1);
      parts.push(`<g${id}>`);
    }
    parts.push(protectTerms(source.slice(last)));
    text = parts.join("");
  }

  const translatable = /\p{L}/u.test(text.replace(MARKER, ""));

  const restore = (reply: string) => restoreMarkers(reply, originals, html);

  return { text, translatable, restore };
}

// Null when a marker is missing, repeated, invented, or closes before it opens.
function restoreMarkers(reply: string, originals: Map<string, string>, html: boolean): string | null {
  const cleaned = reply
    .trim()
    .replace(/^```[a-z]*\s*\n/i, "")
    .replace(/\n```$/, "");
  // Where each marker was seen (one pass: searching the reply once per marker would be quadratic).
  const seen = new Map<string, { count: number; at: number }>();
  for (const { 1: slash, 2: kind, 3: id, index } of cleaned.matchAll(MARKER)) {
    const key = `${slash}${kind}${id}`;
    const before = seen.get(key);
    seen.set(key, { count: (before?.count ?? 0) + 1, at: before?.at ?? index });
  }
  if (seen.size !== originals.size || [...originals.keys()].some((key) => seen.get(key)?.count !== 1)) return null;
  for (const key of originals.keys()) {
    if (key.startsWith("/") && seen.get(key)!.at < seen.get(key.slice(1))!.at) return null;
  }
  const literal = (piece: string) => (html ? piece.replace(/</g, "&lt;").replace(/>/g, "&gt;") : piece);
  let restored = "";
  let last = 0;
  for (const match of cleaned.matchAll(MARKER)) {
    restored += literal(cleaned.slice(last, match.index)) + originals.get(`${match[1]}${match[2]}${match[3]}`)!;
    last = match.index + match[0].length;
  }
  return restored + literal(cleaned.slice(last));
}
