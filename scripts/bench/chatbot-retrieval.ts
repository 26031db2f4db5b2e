// Child of scripts/bench/chatbot.mjs: times the chatbot's retrieval in-process against the bench
// database (DATABASE_URL). Reads the questions and their vectors from the JSON file named on the
// command line; prints one JSON line with the timings in milliseconds.
import { readFileSync } from "node:fs";
import { pgPool } from "@/lib/db";
import { analyzeQuestion, resetRetrievalCaches, retrieve } from "@/lib/knowledge/retrieval";
import { nearestChunks } from "@/lib/knowledge/vector-index";

type Input = { questions: string[]; vectors: number[][]; warmup: number; expected: number[] };

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) ?? 0 };
};

async function main() {
  const input = JSON.parse(readFileSync(process.argv[2], "utf8")) as Input;
  resetRetrievalCaches();
  const fts: number[] = [];
  const analysis: number[] = [];
  const hybrid: number[] = [];
  const vector: number[] = [];
  let found = 0;
  const vectorLoad = performance.now();
  await nearestChunks(Float32Array.from(input.vectors[0]), 1);
  const vectorLoadMs = performance.now() - vectorLoad;

  for (let round = 0; round < 2; round++) {
    for (const [index, question] of input.questions.entries()) {
      const embedding = Float32Array.from(input.vectors[index]);
      let started = performance.now();
      const analyzed = await analyzeQuestion(question);
      const analysisMs = performance.now() - started;
      const result = await retrieve(analyzed);
      const ftsMs = performance.now() - started;
      started = performance.now();
      await nearestChunks(embedding, 20);
      const vectorMs = performance.now() - started;
      started = performance.now();
      await retrieve(question, { embedding });
      const hybridMs = performance.now() - started;
      // The first round warms caches and the JIT; only the second is measured.
      if (round === 0 && index < input.warmup) continue;
      if (round === 1) {
        fts.push(ftsMs);
        analysis.push(analysisMs);
        vector.push(vectorMs);
        hybrid.push(hybridMs);
        if (
          result.passages.some((passage) => passage.source.url === `/api/documents/${input.expected[index]}/download`)
        )
          found++;
      }
    }
  }
  console.log(
    JSON.stringify({
      fts: summary(fts),
      analysis: summary(analysis),
      vector: summary(vector),
      hybrid: summary(hybrid),
      queries: fts.length,
      found,
      vectorLoadMs,
    }),
  );
  await pgPool().end();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
