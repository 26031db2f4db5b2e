export type SnippetSegment = { text: string; mark: boolean };

export const SNIPPET_LENGTH = 260;
const LEAD = 70;
const ELLIPSIS = "…";

const foldWord = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

function wordMatches(folded: string, stems: readonly string[]): boolean {
  return stems.some(
    (stem) =>
      folded.startsWith(stem) ||
      (stem.endsWith("i") &&
        folded.length === stem.length &&
        folded.endsWith("y") &&
        folded.startsWith(stem.slice(0, -1))),
  );
}

type Range = { start: number; end: number };

export function matchedRanges(text: string, stems: readonly string[], extra: readonly Range[] = []): Range[] {
  const usable = [...new Set(stems.filter((stem) => stem.length > 0))];
  const ranges: Range[] = [...extra];
  if (usable.length > 0)
    for (const match of text.matchAll(/[\p{L}\p{N}]+/gu))
      if (wordMatches(foldWord(match[0]), usable))
        ranges.push({ start: match.index, end: match.index + match[0].length });
  ranges.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  return merged;
}

function windowAround(text: string, from: number, length: number): Range {
  if (text.length <= length) return { start: 0, end: text.length };
  let start = Math.max(0, Math.min(from - LEAD, text.length - length));
  if (start > 0) {
    const space = text.indexOf(" ", start);
    start = space === -1 || space > from ? start : space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    end = space > start ? space : end;
  }
  return { start, end };
}

export const snippetText = (content: string) => content.replace(/\s+/g, " ").trim();

export function buildSnippet(
  content: string,
  stems: readonly string[],
  references: readonly Range[] = [],
  length = SNIPPET_LENGTH,
): SnippetSegment[] {
  const text = snippetText(content);
  const ranges = matchedRanges(text, stems, references);
  const window = windowAround(text, ranges[0]?.start ?? 0, length);
  const segments: SnippetSegment[] = [];
  const push = (part: string, mark: boolean) => {
    if (part) segments.push({ text: part, mark });
  };
  let at = window.start;
  for (const range of ranges) {
    if (range.end <= window.start || range.start >= window.end) continue;
    const start = Math.max(range.start, window.start);
    push(text.slice(at, start), false);
    at = Math.min(range.end, window.end);
    push(text.slice(start, at), true);
  }
  push(text.slice(at, window.end), false);
  if (window.start > 0) segments.unshift({ text: ELLIPSIS, mark: false });
  if (window.end < text.length) segments.push({ text: ELLIPSIS, mark: false });
  return segments;
}
