import { splitSentences, type SentenceSpan } from "@/lib/listen/sentences";

// The CSS Custom Highlight API leaves the page's markup alone.

export type PageWords = { text: string; nodes: { node: Text; start: number }[]; spans: SentenceSpan[]; lang: string };

const HIGHLIGHT = "listen-sentence";
export const HIGHLIGHT_STYLE = `::highlight(${HIGHLIGHT}){background-color:#fde68a;color:#1c1917}`;
const UNREAD = "script, style, [aria-hidden='true'], .sr-only, [hidden]";

function blockOf(element: Element, root: Element): Element {
  let current: Element = element;
  while (current !== root && current.parentElement && getComputedStyle(current).display.startsWith("inline"))
    current = current.parentElement;
  return current;
}

export function readPageWords(roots: HTMLElement[]): PageWords {
  const nodes: PageWords["nodes"] = [];
  let text = "";
  let block: Element | null = null;
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.parentElement?.closest(UNREAD) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const nodeBlock = blockOf(node.parentElement!, root);
      if (block && nodeBlock !== block) text += "\n";
      block = nodeBlock;
      nodes.push({ node, start: text.length });
      text += node.data;
    }
  }
  const lang = roots[0]?.closest("[lang]")?.getAttribute("lang") || document.documentElement.lang || "en";
  return { text, nodes, spans: splitSentences(text), lang };
}

export const sentenceText = (words: PageWords, index: number) =>
  words.text.slice(words.spans[index].start, words.spans[index].end).replace(/\s+/g, " ");

function rangeOf(words: PageWords, span: SentenceSpan): Range | null {
  const at = (offset: number, end: boolean) => {
    const found = words.nodes.findLast((entry) =>
      end ? entry.start < offset : entry.start <= offset && offset < entry.start + entry.node.data.length,
    );
    return found ? { node: found.node, offset: Math.min(offset - found.start, found.node.data.length) } : null;
  };
  const start = at(span.start, false);
  const end = at(span.end, true);
  if (!start || !end) return null;
  const range = document.createRange();
  range.setStart(start.node, start.offset);
  range.setEnd(end.node, end.offset);
  return range;
}

export function highlightSentence(words: PageWords | null, index: number | null) {
  const range = words && index !== null && words.spans[index] ? rangeOf(words, words.spans[index]) : null;
  if (typeof CSS !== "undefined" && "highlights" in CSS) {
    if (range) CSS.highlights.set(HIGHLIGHT, new Highlight(range));
    else CSS.highlights.delete(HIGHLIGHT);
  }
  range?.startContainer.parentElement?.scrollIntoView({ block: "nearest", behavior: "smooth" });
}
