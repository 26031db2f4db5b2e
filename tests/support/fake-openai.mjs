// A small OpenAI-compatible server for the tests of the AI paths (chat completions, streamed or
// not; embeddings; speech). Deterministic, offline, and scriptable by the tests:
//
//   import { startFakeOpenAI } from "../support/fake-openai.mjs";   // in Vitest
//   const fake = await startFakeOpenAI();  // fake.url is the OPENAI_BASE_URL (…/v1)
//   fake.setRules([{ match: "Spanish", reply: "ES: $LAST_USER" }]);
//
//   node tests/support/fake-openai.mjs     // as a process (Playwright), port FAKE_OPENAI_PORT
//   POST /__fake/rules {rules: [...]}, POST /__fake/reset, GET /__fake/requests, GET /__fake/health
//   (setFakeRules, resetFake and fakeRequests below call them; tests of the "ai" project run one at a time)
//
// A rule: { endpoint?: "chat" | "embeddings" | "speech" (default "chat"), match?: substring
// (case-insensitive) of every message's text joined, or of the input; reply?: text, where
// $LAST_USER is the last user message and $SYSTEM the system message; status?: an HTTP error
// status to answer instead; delayMs?: wait before answering; times?: how many uses before the
// rule is dropped; stallAfter?: a streamed reply sends this many words, then hangs; paceMs?: a
// streamed reply waits this long between words (without it, the whole reply goes at once); hangBody?:
// answer 200 and its headers, then never send the body; speechBytes?: speech of this many bytes,
// sent without a Content-Length }. The
// first matching rule wins. Without one: chat echoes "[fake-llm] " +
// the last user message, embeddings are hashed bags of words (similar words → similar vectors),
// speech is a short silent MP3.
import http from "node:http";
import { pathToFileURL } from "node:url";

const DEFAULT_DIMENSIONS = 256;
const PROCESS_PORT = Number(process.env.FAKE_OPENAI_PORT ?? 3919);
const PROCESS_URL = `http://127.0.0.1:${PROCESS_PORT}`;

/**
 * @typedef {{ endpoint?: "chat" | "embeddings" | "speech", match?: string, reply?: string, status?: number,
 *   delayMs?: number, times?: number, stallAfter?: number, paceMs?: number, hangBody?: boolean,
 *   speechBytes?: number }} FakeRule
 */

/** Scripts the fake server running as a process (see the file's header for what a rule is). */
export async function setFakeRules(/** @type {FakeRule[]} */ rules, url = PROCESS_URL) {
  const response = await fetch(`${url}/__fake/rules`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ rules }),
  });
  if (!response.ok) throw new Error(`fake server refused the rules: ${response.status}`);
}

/** Drops the process's rules and the requests it saw. */
export async function resetFake(url = PROCESS_URL) {
  await fetch(`${url}/__fake/reset`, { method: "POST" });
}

/**
 * What the process was asked, oldest first.
 * @returns {Promise<{ endpoint: string, body: any, at: number }[]>}
 */
export async function fakeRequests(url = PROCESS_URL) {
  const response = await fetch(`${url}/__fake/requests`);
  return (await response.json()).requests;
}

export async function startFakeOpenAI({ port = 0, host = "127.0.0.1" } = {}) {
  let rules = [];
  const requests = [];

  const server = http.createServer(async (req, res) => {
    try {
      const body = await readJson(req);
      const route = new URL(req.url, "http://fake").pathname;
      if (route === "/__fake/health") return sendJson(res, 200, { ok: true });
      if (route === "/__fake/rules" && req.method === "POST") {
        rules = Array.isArray(body?.rules) ? body.rules.map((rule) => ({ ...rule })) : [];
        return sendJson(res, 200, { ok: true, rules: rules.length });
      }
      if (route === "/__fake/reset" && req.method === "POST") {
        rules = [];
        requests.length = 0;
        return sendJson(res, 200, { ok: true });
      }
      if (route === "/__fake/requests") return sendJson(res, 200, { requests });

      if (!/^Bearer \S+/.test(req.headers.authorization ?? "")) {
        return sendJson(res, 401, { error: { message: "Missing API key", type: "invalid_request_error" } });
      }
      const endpoint = { "/v1/chat/completions": "chat", "/v1/embeddings": "embeddings", "/v1/audio/speech": "speech" }[
        route
      ];
      if (!endpoint || req.method !== "POST")
        return sendJson(res, 404, { error: { message: `No route ${req.method} ${route}` } });

      requests.push({ endpoint, body, at: Date.now() });
      if (requests.length > 500) requests.shift();

      const text = endpoint === "chat" ? messagesText(body?.messages) : inputText(body?.input);
      const rule = takeRule(rules, endpoint, text);
      if (rule?.delayMs) await sleep(rule.delayMs, res);
      if (res.destroyed) return;
      if (rule?.status)
        return sendJson(res, rule.status, { error: { message: `Fake failure ${rule.status}`, type: "server_error" } });
      if (rule?.hangBody) {
        // Headers now, the body never: what a provider that drips or stalls looks like to the SDK.
        res.writeHead(200, { "Content-Type": endpoint === "speech" ? "audio/mpeg" : "application/json" });
        res.write(endpoint === "speech" ? "I" : "{");
        return;
      }
      if (endpoint === "speech" && rule?.speechBytes) return answerSpeechBytes(res, rule.speechBytes);

      if (endpoint === "chat") return answerChat(res, body, rule);
      if (endpoint === "embeddings") return answerEmbeddings(res, body);
      return answerSpeech(res, body);
    } catch (error) {
      sendJson(res, 400, { error: { message: String(error?.message ?? error) } });
    }
  });

  await new Promise((resolve) => server.listen(port, host, resolve));
  const actualPort = server.address().port;
  return {
    port: actualPort,
    url: `http://${host}:${actualPort}/v1`,
    setRules(next) {
      rules = next.map((rule) => ({ ...rule }));
    },
    reset() {
      rules = [];
      requests.length = 0;
    },
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

function takeRule(rules, endpoint, text) {
  const lower = text.toLowerCase();
  const index = rules.findIndex(
    (rule) =>
      (rule.endpoint ?? "chat") === endpoint && (!rule.match || lower.includes(String(rule.match).toLowerCase())),
  );
  if (index === -1) return undefined;
  const rule = rules[index];
  if (typeof rule.times === "number" && --rule.times <= 0) rules.splice(index, 1);
  return rule;
}

async function answerChat(res, body, rule) {
  const messages = Array.isArray(body?.messages) ? body.messages : [];
  const lastUser = contentText([...messages].reverse().find((message) => message.role === "user")?.content);
  const system = contentText(messages.find((message) => message.role === "system")?.content);
  const reply =
    rule?.reply !== undefined
      ? String(rule.reply).replaceAll("$LAST_USER", lastUser).replaceAll("$SYSTEM", system)
      : `[fake-llm] ${lastUser}`;
  const id = `chatcmpl-fake-${Date.now()}`;
  const created = Math.floor(Date.now() / 1000);
  const model = body?.model ?? "fake-model";

  if (!body?.stream) {
    return sendJson(res, 200, {
      id,
      object: "chat.completion",
      created,
      model,
      choices: [{ index: 0, message: { role: "assistant", content: reply }, finish_reason: "stop" }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
  }

  res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
  const pieces = reply.match(/\S+\s*|\s+/g) ?? [""];
  const event = (delta, finish = null) =>
    `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  res.write(event({ role: "assistant", content: "" }));
  if (typeof rule?.stallAfter === "number") {
    for (const piece of pieces.slice(0, rule.stallAfter)) res.write(event({ content: piece }));
    return; // the connection stays open with no end, like a provider that hangs mid-answer
  }
  for (const piece of pieces) {
    if (rule?.paceMs) await new Promise((resolve) => setTimeout(resolve, rule.paceMs));
    if (res.destroyed) return;
    res.write(event({ content: piece }));
  }
  res.write(event({}, "stop"));
  res.end("data: [DONE]\n\n");
}

function answerEmbeddings(res, body) {
  const inputs = Array.isArray(body?.input) ? body.input : [body?.input ?? ""];
  const dimensions = Number(body?.dimensions) || DEFAULT_DIMENSIONS;
  const data = inputs.map((input, index) => {
    const vector = hashedBagOfWords(String(input), dimensions);
    const embedding =
      body?.encoding_format === "base64" ? Buffer.from(vector.buffer).toString("base64") : Array.from(vector);
    return { object: "embedding", index, embedding };
  });
  sendJson(res, 200, {
    object: "list",
    data,
    model: body?.model ?? "fake-embedding",
    usage: { prompt_tokens: 1, total_tokens: 1 },
  });
}

function answerSpeech(res, body) {
  if (!body?.input) return sendJson(res, 400, { error: { message: "input is required" } });
  const audio = silentMp3();
  res.writeHead(200, { "Content-Type": "audio/mpeg", "Content-Length": audio.length });
  res.end(audio);
}

function answerSpeechBytes(res, size) {
  res.writeHead(200, { "Content-Type": "audio/mpeg" });
  const block = Buffer.alloc(64 * 1024, 0xff);
  let sent = 0;
  const more = () => {
    while (sent < size) {
      const piece = block.subarray(0, Math.min(block.length, size - sent));
      sent += piece.length;
      if (!res.write(piece)) return void res.once("drain", more);
    }
    res.end();
  };
  res.on("close", () => (sent = size));
  more();
}

/** L2-normalised vector where each (stemmed-ish) word adds weight to a hashed dimension. */
export function hashedBagOfWords(text, dimensions = DEFAULT_DIMENSIONS) {
  const vector = new Float32Array(dimensions);
  for (const word of text.toLowerCase().match(/\p{L}[\p{L}\p{N}]*/gu) ?? []) {
    if (word.length < 3) continue;
    const stem = word.replace(/(ing|ed|es|s)$/u, "");
    vector[fnv1a(stem) % dimensions] += 1;
  }
  const norm = Math.hypot(...vector) || 1;
  for (let i = 0; i < dimensions; i++) vector[i] /= norm;
  return vector;
}

function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

// MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, mono: 417-byte frames whose empty side information
// decodes to silence. Ten frames ≈ 0.26 s.
function silentMp3(frames = 10) {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0xc4]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

function messagesText(messages) {
  return Array.isArray(messages) ? messages.map((message) => contentText(message?.content)).join("\n") : "";
}

function inputText(input) {
  return Array.isArray(input) ? input.join("\n") : String(input ?? "");
}

function contentText(content) {
  if (typeof content === "string") return content;
  if (Array.isArray(content))
    return content.map((part) => (typeof part === "string" ? part : (part?.text ?? ""))).join("");
  return "";
}

function readJson(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      if (!raw) return resolve(undefined);
      try {
        resolve(JSON.parse(raw));
      } catch {
        reject(new Error("Body is not JSON"));
      }
    });
    req.on("error", reject);
  });
}

function sendJson(res, status, payload) {
  if (res.headersSent) return res.end();
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(payload));
}

// Stops waiting when the client gives up (its timeout), so a slow rule never leaks a timer.
function sleep(ms, res) {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    res.on("close", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const fake = await startFakeOpenAI({ port: PROCESS_PORT });
  console.log(`Fake OpenAI-compatible server on ${fake.url}`);
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => fake.close().then(() => process.exit(0)));
}
