// Child of scripts/bench/search.mjs: times the site search in-process against the bench database
// (DATABASE_URL). Reads the queries from the JSON file named on the command line; prints one JSON
// line with the timings in milliseconds.
import { readFileSync } from "node:fs";
import { pgPool } from "@/lib/db";
import type { Locale } from "@/lib/i18n/config";
import { analyzeQuestion, resetRetrievalCaches, retrieve } from "@/lib/knowledge/retrieval";
import type { SearchRequest } from "@/lib/search/query";
import { searchSite } from "@/lib/search/site-search";

type Input = { queries: (SearchRequest & { locale: Locale })[] };

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
};

async function main() {
  const { queries } = JSON.parse(readFileSync(process.argv[2], "utf8")) as Input;
  resetRetrievalCaches();
  const all: number[] = [];
  const verses: number[] = [];
  const chatbot: number[] = [];
  let versePages = 0;
  // The first round warms caches and the JIT; the second is measured.
  for (let round = 0; round < 2; round++) {
    for (const { locale, ...request } of queries) {
      const started = performance.now();
      const result = await searchSite(request, locale);
      const elapsed = performance.now() - started;
      const chatbotStarted = performance.now();
      await retrieve(await analyzeQuestion(request.q, locale));
      const chatbotElapsed = performance.now() - chatbotStarted;
      if (round === 0) continue;
      all.push(elapsed);
      chatbot.push(chatbotElapsed);
      if (/3:16/.test(request.q)) {
        verses.push(elapsed);
        versePages = Math.max(versePages, result.total);
      }
    }
  }
  console.log(
    JSON.stringify({
      all: summary(all),
      verses: summary(verses),
      chatbot: summary(chatbot),
      versePages,
      queries: all.length,
    }),
  );
  await pgPool().end();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
