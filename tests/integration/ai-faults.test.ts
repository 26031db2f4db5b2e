import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startFakeOpenAI } from "@/tests/support/fake-openai.mjs";
import { prepareChunks } from "@/lib/knowledge/indexing";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: vi.fn(), cacheLife: vi.fn() }));

// The AI provider hangs (never answers, or stops in the middle of a streamed answer)
// or answers 500. The chatbot quotes the documents within its timeout, a translation keeps the
// original, and nothing half-done is stored: no machine translation, no partial assistant message.

type Fake = Awaited<ReturnType<typeof startFakeOpenAI>>;

const ANSWER_PROMPT = "Rules you always follow";
const REWRITE_PROMPT = "standalone English search query";
// Shortened through the environment, as an operator would set them.
const REWRITE_TIMEOUT_MS = 300;
const ANSWER_TIMEOUT_MS = 800;
const TRANSLATION_TIMEOUT_MS = 500;
const HANG = { delayMs: 120_000 };

let fake: Fake;
let modules: Awaited<ReturnType<typeof load>>;
const saved = { ...process.env };

async function load() {
  vi.resetModules();
  const [{ db }, answer, constants, documents, validation, translation, speech] = await Promise.all([
    import("@/lib/db"),
    import("@/lib/chat/answer"),
    import("@/lib/contracts/chat"),
    import("@/lib/data/documents"),
    import("@/lib/validation/chat"),
    import("@/lib/translation"),
    import("@/lib/chat/speech"),
  ]);
  return { db, answer, constants, documents, validation, translation, speech };
}

async function ask(question: string, extra: Record<string, unknown> = {}) {
  const { answer, constants, validation } = modules;
  const sessionId = constants.newSessionId();
  const events: { type: string; text: string }[] = [];
  const started = Date.now();
  const turn = answer.chatTurn(validation.chatMessageSchema.parse({ question, sessionId, ...extra }));
  let step = await turn.next();
  while (!step.done) {
    events.push(step.value);
    step = await turn.next();
  }
  const elapsed = Date.now() - started;
  const shown = events.reduce((text, event) => (event.type === "replace" ? event.text : text + event.text), "");
  const stored = await modules.db.chatMessage.findMany({
    where: { conversation: { sessionId } },
    orderBy: { id: "asc" },
    select: { role: true, content: true, outcome: true },
  });
  return { reply: step.value, events, shown, elapsed, stored };
}

beforeAll(async () => {
  fake = await startFakeOpenAI();
  Object.assign(process.env, {
    OPENAI_API_KEY: "test-key",
    OPENAI_BASE_URL: fake.url,
    CHAT_REWRITE_TIMEOUT_MS: String(REWRITE_TIMEOUT_MS),
    CHAT_ANSWER_TIMEOUT_MS: String(ANSWER_TIMEOUT_MS),
    TRANSLATION_TIMEOUT_MS: String(TRANSLATION_TIMEOUT_MS),
  });
  modules = await load();
  const { db, documents } = modules;
  await db.chatConversation.deleteMany();
  const category = await db.category.create({ data: { name: "AI faults", slug: `ai-faults-${Date.now()}` } });
  const content =
    "Brother Amos kept the lighthouse on Pelican Point for forty years. He rang the bell every night during storms.";
  await documents.createDocuments(
    [
      {
        title: "The Lighthouse Keeper",
        content,
        documentType: "txt",
        mimeType: "text/plain",
        size: content.length,
        originalName: "lighthouse.txt",
        storageKey: `test/ai-faults-${Date.now()}`,
        extractionNote: null,
        categoryId: category.id,
      },
    ],
    prepareChunks,
  );
});

beforeEach(async () => {
  fake.reset();
  await modules.db.translation.deleteMany();
});

afterAll(async () => {
  await modules.db.chatConversation.deleteMany();
  await modules.db.translation.deleteMany();
  await modules.db.document.deleteMany();
  await modules.db.category.deleteMany();
  await fake.close();
  process.env = saved;
});

/** The offline answer was shown and stored, and it is the only assistant message of the turn. */
function expectOfflineAnswer(turn: Awaited<ReturnType<typeof ask>>) {
  expect(turn.reply.message.outcome).toBe("extractive");
  expect(turn.reply.message.answer).toContain("forty years");
  expect(turn.shown).toBe(turn.reply.message.answer);
  expect(turn.stored.map((row) => row.role)).toEqual(["user", "assistant"]);
  expect(turn.stored[1]).toMatchObject({ content: turn.reply.message.answer, outcome: "extractive" });
}

describe("the chatbot when the provider hangs or fails", () => {
  it("quotes the documents within the answer timeout when the provider never answers", async () => {
    fake.setRules([{ match: ANSWER_PROMPT, ...HANG }]);
    const turn = await ask("How long did Amos keep the lighthouse?");
    expectOfflineAnswer(turn);
    expect(turn.elapsed).toBeGreaterThanOrEqual(ANSWER_TIMEOUT_MS - 50);
    expect(turn.elapsed).toBeLessThan(ANSWER_TIMEOUT_MS + 2_000);
  });

  it("replaces an answer that stops in the middle of its stream, and stores none of it", async () => {
    // Long enough to pass the leak guard's held-back window before the stream stalls.
    const partial =
      "Brother Amos kept the lighthouse on the point through many storms and many quiet nights, ringing the bell for the boats that came home late, and he did it for many";
    fake.setRules([
      { match: ANSWER_PROMPT, reply: `${partial} long and faithful years [1].`, stallAfter: partial.split(" ").length },
    ]);
    const turn = await ask("How long did Amos keep the lighthouse?");
    // The visitor saw the first words arrive, then the offline answer in their place.
    const streamed = turn.events
      .filter((event) => event.type === "delta")
      .map((event) => event.text)
      .join("");
    expect(streamed).toContain("Brother Amos kept the lighthouse");
    expect(turn.events.at(-1)?.type).toBe("replace");
    expectOfflineAnswer(turn);
    expect(turn.stored[1].content).not.toContain("quiet nights");
    expect(turn.elapsed).toBeLessThan(ANSWER_TIMEOUT_MS + 2_000);
  });

  it("gives up on a hanging question rewrite too, within both timeouts", async () => {
    fake.setRules([
      { match: REWRITE_PROMPT, ...HANG },
      { match: ANSWER_PROMPT, ...HANG },
    ]);
    // A question in another language is rewritten first, then answered: both calls hang.
    const turn = await ask("How long did Amos keep the lighthouse?", { targetLanguage: "es" });
    expect(turn.reply.message.outcome).toBe("extractive");
    expect(turn.reply.message.answer).toContain("forty years");
    expect(turn.stored.filter((row) => row.role === "assistant")).toEqual([
      expect.objectContaining({ content: turn.reply.message.answer, outcome: "extractive" }),
    ]);
    expect(fake.requests.filter((request) => request.endpoint === "chat")).toHaveLength(2);
    expect(turn.elapsed).toBeLessThan(REWRITE_TIMEOUT_MS + ANSWER_TIMEOUT_MS + 2_000);
  });

  // Security review 6, M1: the SDK's timeout ends at the headers, so a body that never came held the visitor 300 s.
  it("gives up on a rewrite whose body never comes, within its timeout", async () => {
    fake.setRules([
      { match: REWRITE_PROMPT, hangBody: true },
      { match: ANSWER_PROMPT, hangBody: true },
    ]);
    const turn = await ask("How long did Amos keep the lighthouse?", { targetLanguage: "es" });
    expect(turn.reply.message.outcome).toBe("extractive");
    expect(turn.elapsed).toBeLessThan(REWRITE_TIMEOUT_MS + ANSWER_TIMEOUT_MS + 2_000);
  });

  // Security review 6, M2: a 5 MB answer held the server 5 s and was stored.
  it("cuts an answer longer than any the model was asked for, and stores none of it", async () => {
    fake.setRules([{ match: ANSWER_PROMPT, reply: `Amos${"x".repeat(20_000)} [1]` }]);
    const turn = await ask("How long did Amos keep the lighthouse?");
    expectOfflineAnswer(turn);
    expect(turn.stored[1].content.length).toBeLessThan(2_000);
  });

  // Review 10, H2: one line of 800 MB was read whole by the SDK before any bound applied.
  it("stops reading a streamed answer whose one event passes the response bound", async () => {
    fake.setRules([{ match: ANSWER_PROMPT, reply: `Amos${"x".repeat(3 * 1024 * 1024)}` }]);
    expectOfflineAnswer(await ask("How long did Amos keep the lighthouse?"));
    const { aiClient, aiModels } = await import("@/lib/ai/provider");
    const stream = await aiClient()!.chat.completions.create({
      model: aiModels.chat(),
      stream: true,
      messages: [{ role: "system", content: ANSWER_PROMPT }],
    });
    await expect(async () => {
      for await (const chunk of stream) void chunk;
    }).rejects.toThrow("passed 2097152 bytes");
  });

  it("quotes the documents when every model call answers 500", async () => {
    fake.setRules([{ status: 500 }]);
    expectOfflineAnswer(await ask("How long did Amos keep the lighthouse?"));
  });
});

describe("translation when the provider hangs or fails", () => {
  it("keeps the originals within the configured timeout and stores nothing", async () => {
    fake.setRules([HANG]);
    const texts = ["Faith", "<p>Hope and <strong>love</strong></p>"];
    const started = Date.now();
    expect(await modules.translation.translateWithStatus(texts, "it")).toEqual({ texts, complete: false });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(TRANSLATION_TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TRANSLATION_TIMEOUT_MS + 2_000);
    expect(await modules.db.translation.count()).toBe(0);
  });

  // Security review 6, H1: a 5 MB reply to a page title was stored and made every Italian page 60 MB.
  it("keeps the original when the reply is far longer than any translation, and stores nothing", async () => {
    fake.setRules([{ reply: "Fede ".repeat(50_000) }]);
    expect(await modules.translation.translateTexts(["Faith"], "it")).toEqual(["Faith"]);
    expect(await modules.db.translation.count()).toBe(0);
    const asked = fake.requests.find((request) => request.endpoint === "chat");
    expect(asked?.body.max_tokens).toBeLessThanOrEqual(100);
  });

  it("keeps the originals when the provider answers 500, and stores nothing", async () => {
    fake.setRules([{ status: 500 }]);
    expect(await modules.translation.translateTexts(["Faith"], "it")).toEqual(["Faith"]);
    expect(await modules.db.translation.count()).toBe(0);
  });
});

// Security review 6, M3: 300 MB of "speech" took the server to 2.6 GB and was stored.
describe("speech from the provider", () => {
  it("is refused past its bound, whatever the provider sends", async () => {
    const { speech } = modules;
    fake.setRules([{ endpoint: "speech", speechBytes: speech.MAX_SPEECH_BYTES + 1 }]);
    await expect(speech.synthesizeSpeech("Hello", "nova")).rejects.toThrow(/passed/);
    fake.setRules([{ endpoint: "speech", speechBytes: 1_000 }]);
    expect((await speech.synthesizeSpeech("Hello", "nova")).byteLength).toBe(1_000);
  });
});
