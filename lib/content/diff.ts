// Common start and end trimmed first, so a small edit in a long page stays cheap.

import { replaceTags } from "@/lib/html/tags";

export type DiffPart = { kind: "same" | "added" | "removed"; text: string };

const MAX_CELLS = 4_000_000;

const words = (text: string) => text.match(/\s+|[^\s]+/g) ?? [];

export function diffWords(before: string, after: string): DiffPart[] {
  const a = words(before);
  const b = words(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart["kind"], text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  push("same", a.slice(0, start).join(""));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length * midB.length > MAX_CELLS) {
    push("removed", midA.join(""));
    push("added", midB.join(""));
  } else {
    for (const part of lcsDiff(midA, midB)) push(part.kind, part.text);
  }
  push("same", a.slice(endA).join(""));
  return parts;
}

function lcsDiff(a: string[], b: string[]): DiffPart[] {
  const n = a.length;
  const m = b.length;
  // lengths[i][j]: common subsequence length of a[i..] and b[j..], in one flat array.
  const lengths = new Uint32Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i * (m + 1) + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * (m + 1) + j + 1] + 1
          : Math.max(lengths[(i + 1) * (m + 1) + j], lengths[i * (m + 1) + j + 1]);
    }
  }
  const out: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      out.push({ kind: "same", text: a[i] });
      i++;
      j++;
    } else if (lengths[(i + 1) * (m + 1) + j] >= lengths[i * (m + 1) + j + 1]) {
      out.push({ kind: "removed", text: a[i++] });
    } else {
      out.push({ kind: "added", text: b[j++] });
    }
  }
  while (i < n) out.push({ kind: "removed", text: a[i++] });
  while (j < m) out.push({ kind: "added", text: b[j++] });
  return out;
}

const BLOCK_BREAK = /^<(br|\/p|\/h[1-6]|\/li|\/blockquote|\/div)\b/i;

export function htmlToPlainText(html: string): string {
  return replaceTags(html, (tag) => (BLOCK_BREAK.test(tag) ? "\n" : ""))
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+/g, " ")
    .replace(/\n\s*\n+/g, "\n")
    .trim();
}

type ComparableBooklet = {
  title: string;
  description?: string | null;
  pages: { key: string; id?: number; title: string; content: string; popovers: { title: string; content: string }[] }[];
};

export type SectionDiff = { label: string; parts: DiffPart[]; changed: boolean };

function section(label: string, before: string, after: string): SectionDiff {
  const parts = diffWords(before, after);
  return { label, parts, changed: parts.some((part) => part.kind !== "same") };
}

export function diffBooklets(before: ComparableBooklet, after: ComparableBooklet): SectionDiff[] {
  const pageText = (page: ComparableBooklet["pages"][number] | undefined) =>
    page
      ? [
          page.title,
          htmlToPlainText(page.content),
          ...page.popovers.map((popover) => `${popover.title}: ${htmlToPlainText(popover.content)}`),
        ].join("\n")
      : "";
  const identity = (page: ComparableBooklet["pages"][number]) =>
    page.id !== undefined ? `id:${page.id}` : `key:${page.key}`;
  const beforePages = new Map(before.pages.map((page) => [identity(page), page]));
  const sections = [
    section("Details", `${before.title}\n${before.description ?? ""}`, `${after.title}\n${after.description ?? ""}`),
  ];
  after.pages.forEach((page, index) => {
    const old = beforePages.get(identity(page));
    beforePages.delete(identity(page));
    sections.push(section(`Page ${index + 1}`, pageText(old), pageText(page)));
  });
  for (const removed of beforePages.values())
    sections.push(section(`Removed page "${removed.title}"`, pageText(removed), ""));
  return sections;
}

type ComparableBookPage = {
  content: string;
  popovers: { key: string; id?: number; title: string; content: string | null; linkedText?: string | null }[];
};

export function diffBookPages(
  before: ComparableBookPage,
  after: ComparableBookPage,
  labels: { text: string; popover: (title: string) => string },
): SectionDiff[] {
  const popoverText = (popover: ComparableBookPage["popovers"][number] | undefined) =>
    popover
      ? [popover.title, popover.linkedText ?? "", htmlToPlainText(popover.content ?? "")].filter(Boolean).join("\n")
      : "";
  const identity = (popover: ComparableBookPage["popovers"][number]) =>
    popover.id !== undefined ? `id:${popover.id}` : `key:${popover.key}`;
  const beforePopovers = new Map(before.popovers.map((popover) => [identity(popover), popover]));
  const sections = [section(labels.text, htmlToPlainText(before.content), htmlToPlainText(after.content))];
  for (const popover of after.popovers) {
    const old = beforePopovers.get(identity(popover));
    beforePopovers.delete(identity(popover));
    sections.push(section(labels.popover(popover.title), popoverText(old), popoverText(popover)));
  }
  for (const removed of beforePopovers.values())
    sections.push(section(labels.popover(removed.title), popoverText(removed), ""));
  return sections;
}

export function diffTexts(
  before: Record<string, string>,
  after: Record<string, string>,
  label: (name: string) => string,
): SectionDiff[] {
  return Object.keys(after).map((name) => section(label(name), before[name] ?? "", after[name] ?? ""));
}
