// Streamed AI answers for `npm run bench`: 50 visitors' answers of 7.8 KB arriving at once, as a
// provider that sends a whole answer in one burst does (the fake OpenAI-compatible server), while
// another visitor polls /api/health every 100 ms. Goal: health answers within 500 ms at worst, so
// one burst of answers does not hold the site for everyone else (security review 9, L1: 0.7–4.7 s
// before the answers' events were merged and the openai SDK read its stream in linear time).
//
// `npm run bench -- chat-stream [--check]` runs it alone.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { median, report, runIfMain, startBenchServer } from "./lib.mjs";

const ANSWERS = 50;
const ROUNDS = 3;
const HEALTH_GOAL_MS = 500;
const ANSWER_PROMPT = "Rules you always follow";
// Cites source 1, so the answer is kept as grounded.
const ANSWER =
  `Faith is trust in God [1]. ${"Those who believed received the right to become children of God [1]. ".repeat(110)}`.trim();

export async function main() {
  const fake = await startFakeProvider();
  const server = await startBenchServer("chat-stream", {
    env: { OPENAI_API_KEY: "bench-key", OPENAI_BASE_URL: fake.url, OPENAI_TTS: "0" },
  });
  try {
    await fetch(`${fake.url.replace(/\/v1$/, "")}/__fake/rules`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ rules: [{ match: ANSWER_PROMPT, reply: ANSWER }] }),
    });
    console.log(`chat-stream: ${ANSWERS} streamed answers of ${ANSWER.length} characters at once, ${ROUNDS} rounds…`);
    // The first round loads the chat's modules: not measured.
    await burst(server.baseURL, 0);
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round++) rounds.push(await burst(server.baseURL, round));
    const worstHealth = Math.max(...rounds.map((round) => round.worstHealthMs));
    return report([
      {
        name: `/api/health during ${ANSWERS} burst answers: worst`,
        value: worstHealth,
        unit: "ms",
        goal: `≤ ${HEALTH_GOAL_MS} ms`,
        pass: worstHealth <= HEALTH_GOAL_MS,
        detail: `all ${ANSWERS} answered in ${median(rounds.map((round) => round.seconds))} s (median of ${ROUNDS}), ${rounds[0].lines} lines an answer`,
      },
    ]);
  } finally {
    await server.stop();
    fake.stop();
  }
}

/** The fake provider as a process of its own, so its writes do not share this process's timers. */
async function startFakeProvider() {
  const child = spawn(process.execPath, ["tests/support/fake-openai.mjs"], {
    env: { ...process.env, FAKE_OPENAI_PORT: "0" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout });
  const [line] = await once(lines, "line");
  const url = /on (http\S+)/.exec(line)?.[1];
  if (!url) throw new Error(`The fake provider did not start: ${line}`);
  return { url, stop: () => child.kill("SIGTERM") };
}

async function burst(baseURL, round) {
  let polling = true;
  let worstHealthMs = 0;
  const poller = (async () => {
    while (polling) {
      const started = performance.now();
      await fetch(`${baseURL}/api/health`).then((response) => response.arrayBuffer());
      worstHealthMs = Math.max(worstHealthMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const started = performance.now();
  const lines = await Promise.all(
    Array.from({ length: ANSWERS }, async (_, visitor) => {
      const response = await fetch(`${baseURL}/api/chatbot/message`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/x-ndjson",
          "X-Forwarded-For": `10.${round}.${visitor >> 8}.${visitor & 255}`,
        },
        body: JSON.stringify({ question: "What is faith?", sessionId: `session-bench-${round}-${visitor}` }),
      });
      const events = (await response.text()).trim().split("\n");
      const outcome = JSON.parse(events.at(-1)).data?.message?.outcome;
      if (response.status !== 200 || outcome !== "generated")
        throw new Error(`An answer was not generated: ${response.status} ${events.at(-1).slice(0, 300)}`);
      return events.length;
    }),
  );
  const seconds = Math.round(performance.now() - started) / 1000;
  polling = false;
  await poller;
  return { worstHealthMs: Math.round(worstHealthMs), seconds, lines: median(lines) };
}

runIfMain(import.meta.url, main);
