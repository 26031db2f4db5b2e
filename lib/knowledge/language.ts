import { detect, detectAll } from "tinyld/light";

// For the text's Postgres text search configuration: tinyld, limited to the six languages Postgres stems for us.

export const SEARCH_CONFIGS = {
  en: "english",
  es: "spanish",
  fr: "french",
  de: "german",
  it: "italian",
  pt: "portuguese",
} as const;
export type SearchLanguage = keyof typeof SEARCH_CONFIGS;
export type SearchConfig = (typeof SEARCH_CONFIGS)[SearchLanguage];
export const SEARCH_LANGUAGES = Object.keys(SEARCH_CONFIGS) as SearchLanguage[];

export const isSearchLanguage = (code: string | null | undefined): code is SearchLanguage =>
  !!code && code in SEARCH_CONFIGS;
export const configOf = (language: SearchLanguage): SearchConfig => SEARCH_CONFIGS[language];
export const languageOfConfig = (config: string): SearchLanguage =>
  SEARCH_LANGUAGES.find((language) => SEARCH_CONFIGS[language] === config) ?? "en";

const SAMPLE_CHARS = 1500;

export function detectLanguage(text: string, fallback: SearchLanguage = "en"): SearchLanguage {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length === 0) return fallback;
  const starts =
    clean.length <= SAMPLE_CHARS * 3 ? [0] : [0, Math.floor(clean.length / 2), clean.length - SAMPLE_CHARS];
  const votes = new Map<SearchLanguage, number>();
  for (const start of starts) {
    const found = detect(clean.slice(start, start + SAMPLE_CHARS), { only: SEARCH_LANGUAGES });
    if (isSearchLanguage(found)) votes.set(found, (votes.get(found) ?? 0) + 1);
  }
  return [...votes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? fallback;
}

// Short questions mislead ("Tell me about Psalm 23" reads as French): leaving English takes 3 words and 2× its score.
export function questionLanguage(question: string, visitorLanguage?: string | null): SearchLanguage {
  const words = question.trim().split(/\s+/).length;
  if (isSearchLanguage(visitorLanguage))
    return visitorLanguage !== "en" && words >= 3 && clearlyEnglish(question, visitorLanguage) ? "en" : visitorLanguage;
  if (words < 3) return "en";
  const scores = detectAll(question, { only: SEARCH_LANGUAGES });
  const [best] = scores;
  const english = scores.find((score) => score.lang === "en")?.accuracy ?? 0;
  return best && isSearchLanguage(best.lang) && best.accuracy >= 2 * english ? best.lang : "en";
}

function clearlyEnglish(question: string, otherLanguage: SearchLanguage): boolean {
  const scores = detectAll(question, { only: SEARCH_LANGUAGES });
  const accuracy = (language: string) => scores.find((score) => score.lang === language)?.accuracy ?? 0;
  return scores[0]?.lang === "en" && accuracy("en") >= 2 * accuracy(otherLanguage);
}
