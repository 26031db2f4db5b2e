import { Fragment, type ReactNode } from "react";

// Built as React elements: no HTML from the answer is ever parsed, so nothing in it can inject markup or script.

type Block = { kind: "p"; lines: string[] } | { kind: "ul" | "ol"; items: string[] };

const LIST_ITEM = /^\s*(?:([-*•])|(\d{1,3})[.)])\s+(.*)$/;

export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    let inParagraph = false;
    for (const line of chunk.split("\n")) {
      if (!line.trim()) continue;
      const item = LIST_ITEM.exec(line);
      const last = blocks.at(-1);
      if (item) {
        const kind = item[1] ? "ul" : "ol";
        if (last && last.kind === kind) last.items.push(item[3]);
        else blocks.push({ kind, items: [item[3]] });
        inParagraph = false;
      } else if (inParagraph && last?.kind === "p") {
        last.lines.push(line.trim());
      } else {
        blocks.push({ kind: "p", lines: [line.trim()] });
        inParagraph = true;
      }
    }
  }
  return blocks;
}

const INLINE = /(\*\*[^*]+\*\*|\*[^*\s][^*]*\*|\[\d{1,2}\])/g;

function inline(text: string): ReactNode[] {
  return text.split(INLINE).map((part, index) => {
    if (part.startsWith("**") && part.endsWith("**") && part.length > 4)
      return <strong key={index}>{part.slice(2, -2)}</strong>;
    if (part.startsWith("*") && part.endsWith("*") && part.length > 2) return <em key={index}>{part.slice(1, -1)}</em>;
    if (/^\[\d{1,2}\]$/.test(part)) {
      return (
        <sup key={index} className="ml-0.5 text-[0.7em] font-semibold text-primary">
          {part}
        </sup>
      );
    }
    return <Fragment key={index}>{part}</Fragment>;
  });
}

export function AnswerText({ text }: { text: string }) {
  return (
    <div className="space-y-2 break-words">
      {parseBlocks(text).map((block, index) =>
        block.kind === "p" ? (
          <p key={index}>
            {block.lines.map((line, i) => (
              <Fragment key={i}>
                {i > 0 && <br />}
                {inline(line)}
              </Fragment>
            ))}
          </p>
        ) : block.kind === "ul" ? (
          <ul key={index} className="list-disc space-y-1 pl-5">
            {block.items.map((item, i) => (
              <li key={i}>{inline(item)}</li>
            ))}
          </ul>
        ) : (
          <ol key={index} className="list-decimal space-y-1 pl-5">
            {block.items.map((item, i) => (
              <li key={i}>{inline(item)}</li>
            ))}
          </ol>
        ),
      )}
    </div>
  );
}
