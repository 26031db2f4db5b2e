import { expect, test, type APIRequestContext } from "@playwright/test";
import { freshIp } from "../support/accounts";
import { newSessionId, uploadTeachings } from "../support/chat";

// requirements §7 "Chatbot" against the server without an AI provider.

let documentId: number;
let remove: () => Promise<void>;

test.beforeAll(async ({ playwright, baseURL }) => {
  const uploaded = await uploadTeachings(playwright, baseURL, [
    {
      title: "The Ferryman of Galilee",
      text: "Brother Jonas ferried pilgrims across the lake of Galilee in a blue boat named Dorcas for twenty-two years.",
    },
  ]);
  [documentId] = uploaded.ids;
  remove = uploaded.remove;
});

test.afterAll(async () => remove());

const ask = (request: APIRequestContext, data: unknown, ip = freshIp(), accept = "application/json") =>
  request.post("/api/chatbot/message", { data, headers: { "X-Forwarded-For": ip, Accept: accept } });
const NDJSON = "application/x-ndjson";

test("GET /api/chatbot/questions/random gives {success, data: [{id, question, documentId}]}", async ({ request }) => {
  const response = await request.get("/api/chatbot/questions/random?count=5");
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.success).toBe(true);
  expect(body.data.length).toBeGreaterThan(0);
  expect(body.data.length).toBeLessThanOrEqual(5);
  for (const question of body.data) expect(Object.keys(question).sort()).toEqual(["documentId", "id", "question"]);

  expect((await (await request.get("/api/chatbot/questions/random?count=1&language=es")).json()).data).toHaveLength(1);
  expect((await request.get("/api/chatbot/questions/random?language=")).status()).toBe(200);

  const bad = await request.get("/api/chatbot/questions/random?count=0");
  expect(bad.status()).toBe(400);
  expect((await bad.json()).message).toBe("count must be a whole number from 1 to 20.");
  const badLanguage = await request.get("/api/chatbot/questions/random?language=xx");
  expect(badLanguage.status()).toBe(400);
  expect((await badLanguage.json()).message).toBe("The language must be one of en, es, fr, de, it, pt.");
});

test("POST /api/chatbot/message answers from the teachings with {success, data: {message: {answer, sources}}}", async ({
  request,
}) => {
  const response = await ask(request, {
    question: "What was the name of the boat Jonas used?",
    sessionId: newSessionId(),
    generateAudio: false,
    voice: "nova",
    targetLanguage: "",
  });
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.success).toBe(true);
  expect(body.data.message.answer).toContain("a blue boat named Dorcas");
  expect(body.data.message.sources).toEqual([
    {
      title: "The Ferryman of Galilee",
      url: `/api/documents/${documentId}/download`,
      ref: 1,
      label: { kind: "document", title: "The Ferryman of Galilee" },
    },
  ]);
  expect(body.data.message.outcome).toBe("extractive");
  // No provider: no server audio, the widget speaks with the browser.
  expect(body.data.audio).toBeUndefined();

  // The source link is the document itself.
  expect((await request.get(body.data.message.sources[0].url)).status()).toBe(200);
});

test("POST /api/chatbot/message refuses bad input with a clear 400", async ({ request }) => {
  const sessionId = newSessionId();
  const cases: [unknown, string][] = [
    [{ sessionId }, "Please enter a question."],
    [{ question: "   ", sessionId }, "Please enter a question."],
    [{ question: "Who was Jonas?" }, 'sessionId must be 8 to 128 letters, digits, _ or -, starting with "session".'],
    [
      { question: "Who was Jonas?", sessionId: "sessio_1" },
      'sessionId must be 8 to 128 letters, digits, _ or -, starting with "session".',
    ],
    [
      { question: "Who was Jonas?", sessionId: `session${"x".repeat(122)}` },
      'sessionId must be 8 to 128 letters, digits, _ or -, starting with "session".',
    ],
    [
      { question: "Who was Jonas?", sessionId, voice: "robot" },
      "voice must be one of alloy, echo, fable, onyx, nova, shimmer.",
    ],
    [
      { question: "Who was Jonas?", sessionId, targetLanguage: "xx" },
      "The language must be one of en, es, fr, de, it, pt.",
    ],
    [{ question: "Who was Jonas?", sessionId, generateAudio: "yes" }, "generateAudio must be true or false."],
    [{ question: "x".repeat(501), sessionId }, "Please keep your question under 500 characters."],
  ];
  for (const [data, message] of cases) {
    const response = await ask(request, data);
    expect(response.status(), JSON.stringify(data)).toBe(400);
    expect((await response.json()).message).toBe(message);
  }
  const notJson = await request.post("/api/chatbot/message", {
    data: Buffer.from("{oops"),
    headers: { "Content-Type": "application/json", "X-Forwarded-For": freshIp() },
  });
  expect(notJson.status()).toBe(400);
  expect((await notJson.json()).message).toBe("The request body must be valid JSON.");
});

test("POST /api/chatbot/message with Accept: application/x-ndjson sends the answer as NDJSON events ending with the same data", async ({
  request,
}) => {
  const response = await ask(
    request,
    { question: "How long did Jonas ferry pilgrims?", sessionId: newSessionId() },
    freshIp(),
    NDJSON,
  );
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/x-ndjson");
  const events = (await response.text())
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
  const done = events.at(-1);
  expect(done.type).toBe("done");
  const text = events
    .filter((event) => event.type === "delta")
    .map((event) => event.text)
    .join("");
  expect(text).toBe(done.data.message.answer);
  expect(done.data.message.answer).toContain("twenty-two years");
  expect(done.data.message.sources[0].url).toBe(`/api/documents/${documentId}/download`);

  const bad = await ask(request, { question: "", sessionId: newSessionId() }, freshIp(), NDJSON);
  expect(bad.status()).toBe(400);
  expect((await bad.json()).message).toBe("Please enter a question.");

  // Only a client that names NDJSON gets the stream; the spec's JSON otherwise.
  for (const accept of ["application/json", "*/*", "", `${NDJSON};q=0, application/json`]) {
    const json = await ask(request, { question: "Who was Jonas?", sessionId: newSessionId() }, freshIp(), accept);
    expect(json.headers()["content-type"], accept).toContain("application/json");
    expect((await json.json()).success).toBe(true);
  }
  expect(
    (
      await request.post("/api/chatbot/message/stream", { data: {}, headers: { "X-Forwarded-For": freshIp() } })
    ).status(),
  ).toBe(404);
});

test("spec-style session ids are accepted; a guessable one cannot read or rate another visitor's conversation", async ({
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const stranger = await playwright.request.newContext({ baseURL });
  const sessionId = `session${Date.now()}abc`;
  try {
    for (const id of [sessionId, `session_${Date.now()}_k3j9x2abq`]) {
      const response = await ask(visitor, {
        question: "Who ferried pilgrims across Galilee?",
        sessionId: id,
        generateAudio: false,
        voice: "nova",
        targetLanguage: "",
      });
      expect(response.status(), id).toBe(200);
      expect((await response.json()).data.message.answer).toContain("Dorcas");
    }
    // The server tied the guessable id to this browser with an httpOnly cookie.
    const cookie = (await visitor.storageState()).cookies.find((c) => c.name === "chat_visitor");
    expect(cookie?.httpOnly).toBe(true);

    const history = await (await visitor.get(`/api/chatbot/conversations/${sessionId}`)).json();
    expect(history.data.messages.map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
    const answerId = history.data.messages[1].id;
    expect(
      (await visitor.put(`/api/chatbot/messages/${answerId}/rating`, { data: { sessionId, rating: 1 } })).status(),
    ).toBe(200);

    // Someone else who knows or guesses the id sees nothing and rates nothing, with or without asking first.
    expect((await (await stranger.get(`/api/chatbot/conversations/${sessionId}`)).json()).data.messages).toEqual([]);
    expect(
      (await stranger.put(`/api/chatbot/messages/${answerId}/rating`, { data: { sessionId, rating: -1 } })).status(),
    ).toBe(404);
    expect((await ask(stranger, { question: "What did I ask before?", sessionId })).status()).toBe(200);
    const strangerHistory = await (await stranger.get(`/api/chatbot/conversations/${sessionId}`)).json();
    expect(strangerHistory.data.messages.map((m: { content: string }) => m.content)[0]).toBe("What did I ask before?");
    expect(strangerHistory.data.messages).toHaveLength(2);
    expect(
      (await stranger.put(`/api/chatbot/messages/${answerId}/rating`, { data: { sessionId, rating: -1 } })).status(),
    ).toBe(404);
    const forged = await stranger.get(`/api/chatbot/conversations/${sessionId}`, {
      headers: { Cookie: "chat_visitor=" + "A".repeat(32) },
    });
    expect((await forged.json()).data.messages).toEqual([]);

    expect((await (await visitor.get(`/api/chatbot/conversations/${sessionId}`)).json()).data.messages[1].rating).toBe(
      1,
    );
  } finally {
    await visitor.dispose();
    await stranger.dispose();
  }
});

test("the conversation is kept by session id; only that session reads and rates it", async ({ request }) => {
  const sessionId = newSessionId();
  const reply = await (await ask(request, { question: "Who ferried pilgrims across Galilee?", sessionId })).json();
  const messageId = reply.data.message.id;

  const history = await (await request.get(`/api/chatbot/conversations/${sessionId}`)).json();
  expect(history.data.messages.map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
  expect(history.data.messages[1]).toMatchObject({ id: messageId, outcome: "extractive", rating: null });
  expect((await (await request.get(`/api/chatbot/conversations/${newSessionId()}`)).json()).data.messages).toEqual([]);
  expect((await request.get("/api/chatbot/conversations/not-a-session")).status()).toBe(404);

  const rate = (data: unknown, id = messageId) => request.put(`/api/chatbot/messages/${id}/rating`, { data });
  expect((await rate({ sessionId, rating: -1 })).status()).toBe(200);
  expect((await (await request.get(`/api/chatbot/conversations/${sessionId}`)).json()).data.messages[1].rating).toBe(
    -1,
  );
  expect((await rate({ sessionId: newSessionId(), rating: 1 })).status()).toBe(404);
  expect((await rate({ sessionId, rating: 1 }, history.data.messages[0].id)).status()).toBe(404); // a question cannot be rated
  expect((await rate({ sessionId, rating: 5 })).status()).toBe(400);
  const crossSite = await request.put(`/api/chatbot/messages/${messageId}/rating`, {
    data: { sessionId, rating: 1 },
    headers: { "Sec-Fetch-Site": "cross-site" },
  });
  expect(crossSite.status()).toBe(403);
});

test("messages are limited per session and per IP address with 429 and Retry-After", async ({ request }) => {
  // 15 a minute per session, whatever the address.
  const sessionId = newSessionId();
  for (let i = 0; i < 15; i++)
    expect((await ask(request, { question: "Who was Jonas?", sessionId })).status()).toBe(200);
  const limited = await ask(request, { question: "Who was Jonas?", sessionId });
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
  expect((await limited.json()).message).toBe("Too many requests. Please try again later.");

  // 30 a minute per address, whatever the session.
  const ip = freshIp();
  for (let i = 0; i < 30; i++)
    expect((await ask(request, { question: "Who was Jonas?", sessionId: newSessionId() }, ip)).status()).toBe(200);
  const byIp = await ask(request, { question: "Who was Jonas?", sessionId: newSessionId() }, ip, NDJSON);
  expect(byIp.status()).toBe(429);
  expect(Number(byIp.headers()["retry-after"])).toBeGreaterThan(0);
});

test("a stranger sending a visitor's weak session id uses up their own questions, never the visitor's", async ({
  playwright,
  baseURL,
}) => {
  // A spec client's id may be short and guessable; its conversation is also bound to the visitor's cookie.
  const weakId = `session-weak-${Date.now().toString(36)}`;
  const visitor = await playwright.request.newContext({ baseURL });
  const stranger = await playwright.request.newContext({ baseURL });
  try {
    expect((await ask(visitor, { question: "Who was Jonas?", sessionId: weakId })).status()).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) statuses.push((await ask(stranger, { question: "Who?", sessionId: weakId })).status());
    expect(statuses.slice(0, 15)).toEqual(Array(15).fill(200));
    expect(statuses[15]).toBe(429);
    expect((await ask(visitor, { question: "Who was Jonas?", sessionId: weakId })).status()).toBe(200);
  } finally {
    await Promise.all([visitor.dispose(), stranger.dispose()]);
  }
});

test("an audio link only works with its signature", async ({ request }) => {
  const response = await request.get(
    `/api/chatbot/audio/1?voice=nova&expires=${Math.floor(Date.now() / 1000) + 600}&sig=${"x".repeat(43)}`,
  );
  expect(response.status()).toBe(403);
  expect((await request.get("/api/chatbot/audio/1?voice=robot&expires=1&sig=abc")).status()).toBe(400);
});
