// Chatbot figures, standalone: `node scripts/bench/chatbot.mjs [--json]`.
//
//   1. retrieval p50/p95 over 20,000 and 100,000 passages (goal p95 ≤ 20 ms and ≤ 50 ms): full-text
//      search as the offline chatbot runs it, and hybrid (full-text + vectors) with the question's
//      vector given, timed in-process by scripts/bench/chatbot-retrieval.ts;
//   2. offline answers over HTTP against `next start` on the 20,000-passage knowledge base: p95 with
//      16 concurrent visitors who each read an answer for 0.5–1.5 s before asking again (goal ≤ 50
//      ms), and the messages per second sustained when the 16 ask back to back, without pause.
//
// `--sizes=20000` measures the 20,000-passage figures and the HTTP load alone (a few minutes; the
// 100,000-passage load takes longer). Needs `npm run build` first. Uses its own embedded Postgres (.data/bench-chatbot, port
// BENCH_PG_PORT) and server (BENCH_PORT), removed afterwards. The knowledge base is synthetic:
// English stop words and a Zipf-distributed vocabulary (common teaching words first, then a long
// tail of rare words), ~180 words per passage, 100 passages per document, vectors made like the
// test provider's (hashed bags of words, 256 dimensions). Each question is built from one passage's
// words plus a word it does not contain, so it is phrased differently from the passage.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { startEmbeddedPostgres } from "../db/embedded.mjs";
import { migrate } from "../db/migrate.mjs";
import { hashedBagOfWords } from "../../tests/support/fake-openai.mjs";
import { machineLine } from "./lib.mjs";
import { startBenchServer, stopBenchServer, waitForBenchServer } from "./lib/next-server.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const DATA_DIR = ".data/bench-chatbot";
const PORT = Number(process.env.BENCH_PORT ?? 3920);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 25420);
const VISITORS = 16;
const HTTP_SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 15);
const QUESTIONS = 200;
const CHUNKS_PER_DOCUMENT = 100;
/** Offline answer p95 over HTTP, 16 concurrent visitors, 20,000 passages. */
const HTTP_GOAL_MS = 50;
const WORDS_PER_CHUNK = 180;

// ---------- a deterministic synthetic knowledge base ----------

export function random(seed) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STOP =
  "the and of to in is that it for was with as his he be on by at this are not but from they we you all which".split(
    " ",
  );
const HEAD = (
  "teaching god jesus christ faith grace love spirit lord life word father son church believer prayer heart truth light hope peace " +
  "salvation sin righteousness kingdom heaven holy scripture gospel promise mercy power glory wisdom covenant blood cross " +
  "resurrection freedom identity creation redemption joy servant disciple blessing healing praise worship family child " +
  "name heir promise temple law prophet apostle shepherd vine bread water fire mountain river garden city nation people"
).split(" ");

function vocabulary(next) {
  const syllables = [
    "ka",
    "lo",
    "ven",
    "tor",
    "mi",
    "sa",
    "rel",
    "dun",
    "pha",
    "gor",
    "thi",
    "mel",
    "nu",
    "ras",
    "ef",
    "ol",
    "bar",
    "que",
    "zan",
    "cor",
    "del",
    "ith",
    "vo",
    "pur",
  ];
  const words = [...new Set(HEAD)];
  const seen = new Set(words);
  while (words.length < 30_000) {
    let word = "";
    const count = 2 + Math.floor(next() * 3);
    for (let i = 0; i < count; i++) word += syllables[Math.floor(next() * syllables.length)];
    if (!seen.has(word)) {
      seen.add(word);
      words.push(word);
    }
  }
  return words;
}

export function makeCorpus(seed = 7) {
  const next = random(seed);
  const words = vocabulary(next);
  return {
    words,
    /** Passage `index` of the corpus (the same text every run). */
    passage(index) {
      const local = random(seed * 1_000_003 + index);
      const tokens = [];
      const content = [];
      for (let i = 0; i < WORDS_PER_CHUNK; i++) {
        if (local() < 0.4) tokens.push(STOP[Math.floor(local() * STOP.length)]);
        else {
          const rank = Math.min(words.length - 1, zipfFrom(local, words.length));
          tokens.push(words[rank]);
          content.push(rank);
        }
        if (i % 18 === 17) tokens[tokens.length - 1] += ".";
      }
      const text = tokens.join(" ");
      return { text: text[0].toUpperCase() + text.slice(1), content };
    },
  };
}

// Zipf rank from a passage's own generator, by inverting the harmonic CDF approximately.
function zipfFrom(next, size) {
  const total = Math.log(size) + 0.5772;
  return Math.max(0, Math.floor(Math.exp(next() * total - 0.5772)) - 1);
}

/** A question from passage words: two common-to-rare words and one rare, plus a word it lacks. */
export function makeQuestion(corpus, index, next) {
  const { content } = corpus.passage(index);
  const unique = [...new Set(content)].sort((a, b) => a - b);
  const rare = unique.filter((rank) => rank > 500);
  const chosen = new Set();
  chosen.add(rare.length ? rare[Math.floor(next() * rare.length)] : unique.at(-1));
  while (chosen.size < 3 && chosen.size < unique.length) chosen.add(unique[Math.floor(next() * unique.length)]);
  let extra = Math.floor(next() * 5000);
  while (unique.includes(extra)) extra += 1;
  const terms = [...chosen, extra].map((rank) => corpus.words[rank]);
  return `What do the teachings say about ${terms.slice(0, -1).join(", ")} and ${terms.at(-1)}?`;
}

export async function loadPassages(client, corpus, from, to) {
  const batch = 1000;
  for (let start = from; start < to; start += batch) {
    const end = Math.min(to, start + batch);
    const documents = [];
    for (let doc = Math.floor(start / CHUNKS_PER_DOCUMENT); doc * CHUNKS_PER_DOCUMENT < end; doc++) {
      if (doc * CHUNKS_PER_DOCUMENT >= start) documents.push(doc + 1);
    }
    if (documents.length) {
      await client.query(
        `INSERT INTO "Document" (id, title, content, "documentType", "mimeType", size, "originalName", "storageKey", "updatedAt")
         SELECT d, 'Bench teaching ' || d, '', 'txt', 'text/plain', 0, 'bench.txt', 'bench/' || d, now() FROM unnest($1::int[]) AS d
         ON CONFLICT (id) DO NOTHING`,
        [documents],
      );
    }
    const ids = [];
    const ordinals = [];
    const texts = [];
    const vectors = [];
    for (let index = start; index < end; index++) {
      const { text } = corpus.passage(index);
      ids.push(Math.floor(index / CHUNKS_PER_DOCUMENT) + 1);
      ordinals.push(index % CHUNKS_PER_DOCUMENT);
      texts.push(text);
      vectors.push(Buffer.from(hashedBagOfWords(text, 256).buffer));
    }
    await client.query(
      `INSERT INTO "KnowledgeChunk" (source, "documentId", ordinal, content, "searchVector", embedding)
       SELECT 'document', d, o, c, to_tsvector('english', c), e FROM unnest($1::int[], $2::int[], $3::text[], $4::bytea[]) AS t(d, o, c, e)`,
      [ids, ordinals, texts, vectors],
    );
  }
  await client.query(`SELECT setval(pg_get_serial_sequence('"Document"', 'id'), (SELECT max(id) FROM "Document"))`);
  await client.query(`VACUUM ANALYZE "KnowledgeChunk"`);
}

// ---------- measurements ----------

/** This environment without an AI provider: the offline chatbot is what is measured. */
function offlineEnv(extra) {
  const env = { ...process.env, ...extra };
  delete env.OPENAI_API_KEY;
  delete env.OPENAI_BASE_URL;
  return env;
}

function retrievalTimings(databaseUrl, questions, vectors, expected) {
  const file = path.join(ROOT, DATA_DIR, "questions.json");
  writeFileSync(file, JSON.stringify({ questions, vectors, expected, warmup: 20 }));
  const result = spawnSync(
    path.join(ROOT, "node_modules/.bin/tsx"),
    ["--conditions=react-server", "scripts/bench/chatbot-retrieval.ts", file],
    {
      cwd: ROOT,
      env: offlineEnv({ DATABASE_URL: databaseUrl, NODE_ENV: "production" }),
      encoding: "utf8",
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  if (result.status !== 0) throw new Error(`The retrieval timing failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split("\n").at(-1));
}

function startServer(databaseUrl) {
  // No provider: the offline answers are what is measured.
  return startBenchServer(PORT, {
    DATABASE_URL: databaseUrl,
    SEED: "0",
    STORAGE_DIR: path.join(DATA_DIR, "uploads"),
    OPENAI_API_KEY: undefined,
    OPENAI_BASE_URL: undefined,
  });
}

const sessionId = (visitor, n) => `session_${Date.now()}_bench${visitor}x${n}${"abcdefghijklmnop".slice(0, 12)}`;
let ipCounter = 0;
const nextIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

/**
 * 16 visitors asking one question after another, pausing `think` (a function giving ms) between
 * answers; each message comes from a new address so the per-IP limit never trips.
 */
async function httpLoad(baseURL, questions, seconds, think = () => 0) {
  const latencies = [];
  let errors = 0;
  let notFound = 0;
  const until = performance.now() + seconds * 1000;
  const visitor = async (id) => {
    let sent = 0;
    // Readers arrive at their own moments, not all in the same millisecond.
    const arrival = think() > 0 ? Math.random() * 1500 : 0;
    if (arrival > 0) await new Promise((resolve) => setTimeout(resolve, arrival));
    while (performance.now() < until) {
      // A visitor's session asks 10 questions (the per-session limit is 15 a minute).
      const body = {
        question: questions[(id * 37 + sent) % questions.length],
        sessionId: sessionId(id, Math.floor(sent / 10)),
        generateAudio: false,
        voice: "nova",
      };
      const started = performance.now();
      const response = await fetch(`${baseURL}/api/chatbot/message`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": nextIp() },
        body: JSON.stringify(body),
      });
      const data = await response.json().catch(() => null);
      const elapsed = performance.now() - started;
      if (response.status === 200 && data?.success) {
        latencies.push(elapsed);
        if (data.data.message.outcome === "not_found") notFound++;
      } else errors++;
      sent++;
      const pause = think();
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: VISITORS }, (_, id) => visitor(id)));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return {
    p50: at(0.5),
    p95: at(0.95),
    perSecond: latencies.length / elapsed,
    messages: latencies.length,
    errors,
    notFound,
  };
}

function parseArgs(argv) {
  const sizes = argv
    .find((arg) => arg.startsWith("--sizes="))
    ?.slice(8)
    .split(",")
    .map(Number) ?? [20_000, 100_000];
  return { sizes, http: !argv.includes("--retrieval-only") };
}

/** Full-text and hybrid retrieval timed in-process at one corpus size. */
function retrievalResults(databaseUrl, size, questions, vectors, expected) {
  const timing = retrievalTimings(databaseUrl, questions, vectors, expected);
  const goal = size === 20_000 ? 20 : 50;
  return [
    {
      name: `retrieval, full-text, ${size.toLocaleString("en-US")} passages`,
      value: timing.fts.p95,
      p50: timing.fts.p50,
      unit: "ms p95",
      goal: `≤ ${goal} ms`,
      pass: timing.fts.p95 <= goal,
      detail: `p50 ${timing.fts.p50.toFixed(1)} ms (of which stemming the question p50 ${timing.analysis.p50.toFixed(1)} ms); right document in the top 5 for ${timing.found} of ${timing.queries} questions`,
    },
    {
      name: `retrieval, hybrid (full-text + vectors), ${size.toLocaleString("en-US")} passages`,
      value: timing.hybrid.p95,
      p50: timing.hybrid.p50,
      unit: "ms p95",
      goal: `≤ ${goal} ms`,
      pass: timing.hybrid.p95 <= goal,
      detail: `p50 ${timing.hybrid.p50.toFixed(1)} ms; vector scan alone p95 ${timing.vector.p95.toFixed(1)} ms; first vector load ${(timing.vectorLoadMs / 1000).toFixed(1)} s`,
    },
  ];
}

/** The offline answer over HTTP: 16 visitors reading between questions, then asking back to back. */
async function httpResults(server, questions, log) {
  const baseURL = `http://127.0.0.1:${PORT}`;
  await waitForBenchServer(baseURL, server);
  const offTopic = Array.from(
    { length: 40 },
    (_, i) =>
      `What is the price of ${["copper", "saffron", "tin", "amber"][i % 4]} in ${["Lisbon", "Oslo", "Quito", "Perth"][i % 4]} today?`,
  );
  const mix = [...questions.slice(0, 160), ...offTopic];
  await httpLoad(baseURL, mix, 3); // warm-up
  log(`chatbot: ${VISITORS} visitors reading and asking for ${HTTP_SECONDS} s…`);
  const visitors = await httpLoad(baseURL, mix, HTTP_SECONDS, () => 500 + Math.random() * 1000);
  log(`chatbot: ${VISITORS} visitors asking back to back for ${HTTP_SECONDS} s…`);
  const flood = await httpLoad(baseURL, mix, HTTP_SECONDS);
  await stopBenchServer(server);
  return [
    {
      name: `offline answer over HTTP, ${VISITORS} concurrent visitors`,
      value: visitors.p95,
      p50: visitors.p50,
      unit: "ms p95",
      goal: `≤ ${HTTP_GOAL_MS} ms`,
      pass: visitors.p95 <= HTTP_GOAL_MS,
      detail: `p50 ${visitors.p50.toFixed(0)} ms; ${visitors.messages} answers (${visitors.notFound} not found), ${visitors.errors} errors; each visitor reads 0.5–1.5 s between questions; ${machineLine()}`,
    },
    {
      name: `messages per second sustained (offline answers, ${VISITORS} asking back to back)`,
      value: flood.perSecond,
      unit: "msg/s",
      goal: "reported",
      pass: flood.errors === 0,
      detail: `p50 ${flood.p50.toFixed(0)} ms, p95 ${flood.p95.toFixed(0)} ms; ${flood.errors} errors`,
    },
  ];
}

export async function runChatbotBench({ log = console.log, sizes = [20_000, 100_000], http: withHttp = true } = {}) {
  if (!existsSync(path.join(ROOT, ".next/BUILD_ID")))
    throw new Error("No production build: run `npm run build` first.");
  rmSync(path.join(ROOT, DATA_DIR), { recursive: true, force: true });
  mkdirSync(path.join(ROOT, DATA_DIR), { recursive: true });
  const db = await startEmbeddedPostgres({
    dir: `${DATA_DIR}/pg`,
    port: PG_PORT,
    busyPortHint: "set BENCH_PG_PORT to a free port.",
  });
  const client = new pg.Client({ connectionString: db.url });
  let server;
  try {
    await migrate(db.url, { log: () => {} });
    await client.connect();
    const corpus = makeCorpus();
    const next = random(99);
    const results = [];
    let loaded = 0;
    for (const size of sizes) {
      log(`chatbot: loading ${size.toLocaleString("en-US")} passages…`);
      const started = performance.now();
      await loadPassages(client, corpus, loaded, size);
      loaded = size;
      log(`chatbot: loaded in ${((performance.now() - started) / 1000).toFixed(0)} s; timing retrieval…`);
      const picked = Array.from({ length: QUESTIONS }, () => Math.floor(next() * size));
      const questions = picked.map((index) => makeQuestion(corpus, index, next));
      const vectors = questions.map((question) => Array.from(hashedBagOfWords(question, 256)));
      const expected = picked.map((index) => Math.floor(index / CHUNKS_PER_DOCUMENT) + 1);
      results.push(...retrievalResults(db.url, size, questions, vectors, expected));
      if (withHttp && size === sizes[0]) {
        log("chatbot: starting next start for the HTTP measurement…");
        server = startServer(db.url);
        results.push(...(await httpResults(server, questions, log)));
        server = undefined;
      }
    }
    return results;
  } finally {
    if (server) await stopBenchServer(server);
    await client.end().catch(() => {});
    await db.stop();
    rmSync(path.join(ROOT, DATA_DIR), { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const json = process.argv.includes("--json");
  runChatbotBench({ log: json ? () => {} : console.log, ...parseArgs(process.argv) })
    .then((results) => {
      if (json) return console.log(JSON.stringify(results, null, 2));
      console.log(
        `\nChatbot (load average ${os
          .loadavg()
          .map((n) => n.toFixed(1))
          .join(" ")} on ${os.cpus().length} cores at the end)`,
      );
      for (const r of results) {
        const value = r.unit === "msg/s" ? r.value.toFixed(1) : r.value.toFixed(1);
        console.log(
          `  ${r.pass ? "ok  " : "MISS"} ${r.name}: ${value} ${r.unit} (goal ${r.goal})${r.detail ? ` — ${r.detail}` : ""}`,
        );
      }
    })
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}
