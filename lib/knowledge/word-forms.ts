import lemmatize from "wink-lemmatizer";
import adjectiveExceptions from "wink-lexicon/src/wn-adjective-exceptions.js";
import nounExceptions from "wink-lexicon/src/wn-noun-exceptions.js";
import verbExceptions from "wink-lexicon/src/wn-verb-exceptions.js";
import wordNetWords from "wink-lexicon/src/wn-words.js";

// English word knowledge from maintained general resources (docs/decisions/008): WordNet's lemmas and its lists
// of irregular forms (through wink-lemmatizer and wink-lexicon), and WordNet's vocabulary for spelling
// tolerance.

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

function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, previous2[j - 2] + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length];
}

export class SpellingIndex {
  private readonly buckets = new Map<string, string[]>();

  constructor(words: Iterable<string>) {
    for (const word of words) {
      if (!/^\p{L}{3,}$/u.test(word)) continue;
      const bucket = `${word.slice(0, 2)}${word.length}`;
      this.buckets.set(bucket, [...(this.buckets.get(bucket) ?? []), word]);
    }
  }

  near(word: string): string[] {
    if (word.length < 5) return [];
    const limit = word.length >= 8 ? 2 : 1;
    const found: { known: string; edits: number }[] = [];
    for (let length = word.length - limit; length <= word.length + limit; length++)
      for (const known of this.buckets.get(`${word.slice(0, 2)}${length}`) ?? []) {
        const edits = known === word ? limit + 1 : distance(word, known, limit);
        if (edits <= limit) found.push({ known, edits });
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
