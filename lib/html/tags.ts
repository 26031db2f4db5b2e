// Linear-time scans for text from anyone: /<[^>]*>/g restarts at every "<", quadratic on a long run of them.

function* tagSpans(text: string): Generator<[number, number]> {
  let from = 0;
  for (;;) {
    const open = text.indexOf("<", from);
    if (open === -1) return;
    const close = text.indexOf(">", open + 1);
    // No ">" after this "<": none after any later "<" either.
    if (close === -1) return;
    yield [open, close + 1];
    from = close + 1;
  }
}

export function replaceTags(text: string, replace: (tag: string) => string): string {
  let result = "";
  let last = 0;
  for (const [start, end] of tagSpans(text)) {
    result += text.slice(last, start) + replace(text.slice(start, end));
    last = end;
  }
  return result + text.slice(last);
}

export const stripTags = (text: string, replacement = "") => replaceTags(text, () => replacement);

export function splitOnTags(text: string): string[] {
  const parts: string[] = [];
  let last = 0;
  for (const [start, end] of tagSpans(text)) {
    parts.push(text.slice(last, start), text.slice(start, end));
    last = end;
  }
  parts.push(text.slice(last));
  return parts;
}

export function hasTag(text: string, opener: RegExp = /<[a-zA-Z]/): boolean {
  const first = opener.exec(text);
  // If the first opener has no ">" after it, no later one has.
  return first !== null && text.indexOf(">", first.index + first[0].length) !== -1;
}

export const looksLikeHtml = (text: string) => hasTag(text);

const isAsciiLetter = (code: number) => (code | 32) >= 97 && (code | 32) <= 122;

export function* htmlTags(html: string): Generator<{ index: number; tag: string }> {
  // Once a "<!--" has no "-->" after it, no later one has: later "<!--" are not comments.
  let commentsClose = true;
  let open = html.indexOf("<");
  while (open !== -1) {
    let end = -1;
    if (commentsClose && html.startsWith("<!--", open)) {
      const close = html.indexOf("-->", open + 4);
      if (close === -1) commentsClose = false;
      else end = close + 3;
    } else if (isAsciiLetter(html.charCodeAt(html[open + 1] === "/" ? open + 2 : open + 1))) {
      const close = html.indexOf(">", open + 1);
      if (close === -1) return;
      end = close + 1;
    }
    if (end === -1) {
      open = html.indexOf("<", open + 1);
      continue;
    }
    yield { index: open, tag: html.slice(open, end) };
    open = html.indexOf("<", end);
  }
}
