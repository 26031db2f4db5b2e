import type { AnalyzedWord } from "@/lib/contracts/knowledge";

// A word's analysis is fixed while the server runs: each is analysed once per process; known words cost no round trip.

type Analyze = (words: string[], stopConfigs: string[], configs: string[]) => Promise<AnalyzedWord[]>;

const MAX_WORDS = 50_000;

export function rememberedAnalysis(analyze: Analyze, maxWords = MAX_WORDS) {
  const known = new Map<string, AnalyzedWord>();
  return {
    async analyzeWords(words: string[], stopConfigs: string[], configs: string[]): Promise<AnalyzedWord[]> {
      const scope = `${stopConfigs.join(",")}|${configs.join(",")}|`;
      const found = new Map<string, AnalyzedWord>();
      for (const word of words) {
        const analyzed = known.get(scope + word);
        if (analyzed) found.set(word, analyzed);
      }
      const missing = [...new Set(words.filter((word) => !found.has(word)))];
      if (missing.length > 0) {
        const analyzed = await analyze(missing, stopConfigs, configs);
        // Bounded: a flood of made-up words starts the memory afresh rather than growing it.
        if (known.size + missing.length > maxWords) known.clear();
        missing.forEach((word, i) => {
          found.set(word, analyzed[i]);
          known.set(scope + word, analyzed[i]);
        });
      }
      return words.map((word) => found.get(word)!);
    },
    clear() {
      known.clear();
    },
  };
}
