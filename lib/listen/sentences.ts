export type SentenceSpan = { start: number; end: number };

const SENTENCE = /[^.!?…\n]*(?:[.!?…]+["'”’»)\]]*|\n|$)/g;

export function splitSentences(text: string): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  for (const match of text.matchAll(SENTENCE)) {
    if (!match[0]) continue;
    let start = match.index;
    let end = start + match[0].length;
    while (start < end && /\s/.test(text[start])) start++;
    while (end > start && /\s/.test(text[end - 1])) end--;
    if (/[\p{L}\p{N}]/u.test(text.slice(start, end))) spans.push({ start, end });
  }
  return spans;
}

// Assumes an even pace through the whole text's audio: the server's voice gives no timings; length is close enough.
export function sentenceAtFraction(spans: SentenceSpan[], fraction: number): number {
  if (spans.length === 0) return -1;
  const total = spans.reduce((sum, span) => sum + (span.end - span.start), 0);
  let heard = Math.min(Math.max(fraction, 0), 1) * total;
  for (let index = 0; index < spans.length; index++) {
    heard -= spans[index].end - spans[index].start;
    if (heard < 0) return index;
  }
  return spans.length - 1;
}

export function textChunks(text: string, maxChars: number): string[] {
  const chunks: string[] = [];
  let current = "";
  for (const { start, end } of splitSentences(text)) {
    let sentence = text.slice(start, end);
    while (sentence.length > maxChars) {
      if (current) chunks.push(current);
      current = "";
      const cut = sentence.lastIndexOf(" ", maxChars) > 0 ? sentence.lastIndexOf(" ", maxChars) : maxChars;
      chunks.push(sentence.slice(0, cut).trim());
      sentence = sentence.slice(cut).trim();
    }
    if (current && current.length + 1 + sentence.length > maxChars) {
      chunks.push(current);
      current = "";
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) chunks.push(current);
  return chunks;
}
