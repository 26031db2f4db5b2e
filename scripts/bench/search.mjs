// Site search figures: `npm run bench -- search [--check]`. The search of /search (lib/search/
// site-search.ts: the chatbot's analysis and ranking, one result per page, snippets) timed
// in-process over 20,000 passages (goal p95 ≤ 50 ms), for word queries, verse references in
// English and Spanish, and with a kind filter and a second page of results.
//
// The passages are the chatbot benchmark's synthetic corpus (scripts/bench/chatbot.mjs); one in
// fifty also cites John 3:16, as a teaching page citing a verse would. Uses its own embedded
// Postgres (.data/bench-search, port BENCH_PG_PORT), removed afterwards. The chatbot's own
// retrieval of the same queries is timed alongside: on a busy machine both slow down together.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres } from "../db/embedded.mjs";
import { migrate } from "../db/migrate.mjs";
import { loadPassages, makeCorpus, random } from "./chatbot.mjs";
import { BENCH_PG_PORT, machineLine, report, ROOT, runIfMain } from "./lib.mjs";

const DATA_DIR = ".data/bench-search";
const PASSAGES = 20_000;
const QUERIES = 200;
const GOAL_MS = 50;
const CITING_EVERY = 50;

/** Queries as visitors type them: one to three words of the corpus, verses, filters and second pages. */
function makeQueries(corpus) {
  const next = random(31);
  const queries = [];
  for (let i = 0; i < QUERIES; i++) {
    const count = 1 + Math.floor(next() * 3);
    // Common words and rare ones, as the Zipf corpus holds them.
    const words = Array.from({ length: count }, () => corpus.words[Math.floor(next() ** 3 * 5000)]);
    const kind = i % 5 === 0 ? "document" : i % 7 === 0 ? "booklet" : null;
    queries.push({ q: words.join(" "), kind, page: i % 4 === 0 ? 2 : 1, locale: "en" });
    if (i % 10 === 0) queries.push({ q: "John 3:16", kind: null, page: 1 + (i % 3), locale: "en" });
    if (i % 10 === 5) queries.push({ q: "Juan 3:16", kind: null, page: 1, locale: "es" });
  }
  return queries;
}

function timeSearches(databaseUrl, queries) {
  const file = path.join(ROOT, DATA_DIR, "queries.json");
  writeFileSync(file, JSON.stringify({ queries }));
  const env = { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: "production" };
  delete env.OPENAI_API_KEY;
  delete env.OPENAI_BASE_URL;
  const result = spawnSync(
    path.join(ROOT, "node_modules/.bin/tsx"),
    ["--conditions=react-server", "scripts/bench/search-timing.ts", file],
    { cwd: ROOT, env, encoding: "utf8", maxBuffer: 16 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`The search timing failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split("\n").at(-1));
}

async function main() {
  rmSync(path.join(ROOT, DATA_DIR), { recursive: true, force: true });
  mkdirSync(path.join(ROOT, DATA_DIR), { recursive: true });
  const db = await startEmbeddedPostgres({
    dir: `${DATA_DIR}/pg`,
    port: BENCH_PG_PORT,
    busyPortHint: "set BENCH_PG_PORT to a free port.",
  });
  const client = new pg.Client({ connectionString: db.url });
  try {
    await migrate(db.url, { log: () => {} });
    await client.connect();
    const corpus = makeCorpus();
    console.log(`search: loading ${PASSAGES.toLocaleString("en-US")} passages…`);
    await loadPassages(client, corpus, 0, PASSAGES);
    await client.query(
      `UPDATE "KnowledgeChunk" SET content = content || ' As John 3:16 says.', refs = ARRAY['John.3', 'John.3.16'] WHERE id % $1 = 0`,
      [CITING_EVERY],
    );
    await client.query(`VACUUM ANALYZE "KnowledgeChunk"`);
    console.log("search: timing the site search…");
    const timing = timeSearches(db.url, makeQueries(corpus));
    return report([
      {
        name: `site search, ${PASSAGES.toLocaleString("en-US")} passages`,
        value: Number(timing.all.p95.toFixed(1)),
        unit: "ms p95",
        goal: `≤ ${GOAL_MS} ms`,
        pass: timing.all.p95 <= GOAL_MS,
        detail: `p50 ${timing.all.p50.toFixed(1)} ms; the chatbot's own retrieval of the same queries in the same run p95 ${timing.chatbot.p95.toFixed(1)} ms (the machine's share), max ${timing.all.max.toFixed(1)} ms over ${timing.queries} searches; verse references p95 ${timing.verses.p95.toFixed(1)} ms (${timing.versePages} results for John 3:16: one per document: ${PASSAGES / CITING_EVERY} passages cite it); ${machineLine()}`,
      },
    ]);
  } finally {
    await client.end().catch(() => {});
    await db.stop();
    rmSync(path.join(ROOT, DATA_DIR), { recursive: true, force: true });
  }
}

runIfMain(import.meta.url, main);
