import lemmatize from "wink-lemmatizer";
import adjectiveExceptions from "wink-lexicon/src/wn-adjective-exceptions.js";
import nounExceptions from "wink-lexicon/src/wn-noun-exceptions.js";
import verbExceptions from "wink-lexicon/src/wn-verb-exceptions.js";
import wordNetWords from "wink-lexicon/src/wn-words.js";

// Maintained English resources (decision 008): WordNet's lemmas, irregular forms and vocabulary, via wink-* packages.

let formsOfLemma: Map<string, string[]> | null = null;
function irregularFormsOf(lemma: string): string[] {
  if (!formsOfLemma) {
    formsOfLemma = new Map();
    for (const exceptions of [verbExceptions, nounExceptions, adjectiveExceptions])
      for (const [form, base] of Object.entries(exceptions))
        if (form !== base) formsOfLemma.set(base, [...(formsOfLemma.get(base) ?? []), form]);
  }
  return formsOfLemma.get(lemma) ?? [];
}

const isWordNetWord = (word: string) => Object.hasOwn(wordNetWords, word);

export const isKnownEnglishWord = (word: string) => isWordNetWord(word) || englishForms(word).length > 0;

export function englishForms(word: string): string[] {
  if (!/^[a-z]+$/.test(word)) return [];
  const lemmas = [lemmatize.verb(word), lemmatize.noun(word), lemmatize.adjective(word)].filter(isWordNetWord);
  const forms = new Set([...lemmas, ...lemmas.flatMap(irregularFormsOf)]);
  forms.delete(word);
  return [...forms];
}

// Rows reused across calls: the spelling search runs this thousands of times per unknown word.
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/** Optimal string alignment distance (an adjacent swap is one edit), or limit + 1 once it exceeds limit. */
export function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (rows[0].length <= b.length) rows = rows.map(() => new Int32Array(b.length * 2));
  let [before, previous, current] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const char = a.charCodeAt(i - 1);
    const prior = i > 1 ? a.charCodeAt(i - 2) : -1;
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const other = b.charCodeAt(j - 1);
      let value = previous[j - 1] + (char === other ? 0 : 1);
      if (previous[j] + 1 < value) value = previous[j] + 1;
      if (current[j - 1] + 1 < value) value = current[j - 1] + 1;
      if (j > 1 && char === b.charCodeAt(j - 2) && prior === other && before[j - 2] + 1 < value)
        value = before[j - 2] + 1;
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length];
}

/** The letters a word holds, one bit each (letters past z share bits: the test below stays safe). */
function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= 1 << (word.charCodeAt(i) & 31);
  return mask;
}

function bitCount(bits: number): number {
  let n = bits - ((bits >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export class SpellingIndex {
  private readonly buckets = new Map<string, { words: string[]; masks: number[] }>();

  constructor(words: Iterable<string>) {
    for (const word of words) {
      if (!/^\p{L}{3,}$/u.test(word)) continue;
      const key = `${word.slice(0, 2)}${word.length}`;
      const bucket = this.buckets.get(key) ?? { words: [], masks: [] };
      bucket.words.push(word);
      bucket.masks.push(letterMask(word));
      this.buckets.set(key, bucket);
    }
  }

  near(word: string): string[] {
    if (word.length < 5) return [];
    const limit = word.length >= 8 ? 2 : 1;
    const mask = letterMask(word);
    const found: { known: string; edits: number }[] = [];
    for (let length = word.length - limit; length <= word.length + limit; length++) {
      const bucket = this.buckets.get(`${word.slice(0, 2)}${length}`);
      if (!bucket) continue;
      bucket.words.forEach((known, i) => {
        // An edit adds at most one letter the other word lacks and removes at most one: a cheap test skipping most.
        const other = bucket.masks[i];
        if (bitCount(mask & ~other) > limit || bitCount(other & ~mask) > limit) return;
        const edits = known === word ? limit + 1 : distance(word, known, limit);
        if (edits <= limit) found.push({ known, edits });
      });
    }
    const closest = Math.min(...found.map((entry) => entry.edits));
    return found
      .filter((entry) => entry.edits === closest)
      .map((entry) => entry.known)
      .slice(0, 3);
  }
}

let wordNetIndex: SpellingIndex | null = null;

export function spellingAlternatives(word: string): string[] {
  if (word.length < 5 || !/^[a-z]+$/.test(word) || isWordNetWord(word) || englishForms(word).length > 0) return [];
  wordNetIndex ??= new SpellingIndex(Object.keys(wordNetWords).filter((known) => /^[a-z]+$/.test(known)));
  return wordNetIndex.near(word);
}
