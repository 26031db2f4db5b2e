import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startFakeOpenAI } from "@/tests/support/fake-openai.mjs";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: vi.fn(), cacheLife: vi.fn() }));

// Read-aloud on the server against the real embedded Postgres and the fake provider: only a
// published page's text is read, and its audio is made once per text, language and voice.

type Fake = {
  url: string;
  reset: () => void;
  requests: { endpoint: string; body: { input?: string; voice?: string } }[];
  close: () => Promise<void>;
};

let fake: Fake;
let modules: Awaited<ReturnType<typeof load>>;
const saved = { ...process.env };
const storageDir = mkdtempSync(path.join(tmpdir(), "listen-"));
const ids: Record<string, number> = {};

async function load() {
  vi.resetModules();
  const [{ db }, pageText, audio] = await Promise.all([
    import("@/lib/db"),
    import("@/lib/listen/page-text"),
    import("@/lib/listen/audio"),
  ]);
  return { db, pageText, audio };
}

const speechInputs = () => fake.requests.filter((r) => r.endpoint === "speech").map((r) => r.body.input ?? "");
const bytes = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());

beforeAll(async () => {
  fake = await startFakeOpenAI();
  Object.assign(process.env, { OPENAI_API_KEY: "test-key", OPENAI_BASE_URL: fake.url, STORAGE_DIR: storageDir });
  modules = await load();
  const { db } = modules;
  const booklet = (title: string, publishedAt: Date | null) =>
    db.booklet.create({
      data: {
        title,
        publishedAt,
        pages: { create: [{ position: 0, title: `${title} page`, content: `<p>The words of ${title}. Amen.</p>` }] },
      },
    });
  ids.published = (await booklet("Zephyrine Listen", new Date())).id;
  ids.draft = (await booklet("Quorvath Listen", null)).id;
});

beforeEach(() => fake.reset());

afterAll(async () => {
  await modules.db.booklet.deleteMany({ where: { id: { in: Object.values(ids) } } });
  await fake.close();
  process.env = saved;
  rmSync(storageDir, { recursive: true, force: true });
});

describe("publishedPageText", () => {
  it("reads a published booklet page, title first, as plain text", async () => {
    const text = await modules.pageText.publishedPageText({ kind: "booklet", id: ids.published, page: 1 }, "en");
    expect(text).toBe("Zephyrine Listen page\nThe words of Zephyrine Listen. Amen.");
  });

  it("has nothing for a booklet off the site, a page past the last, or a teaching that does not exist", async () => {
    const { publishedPageText } = modules.pageText;
    expect(await publishedPageText({ kind: "booklet", id: ids.draft, page: 1 }, "en")).toBeNull();
    expect(await publishedPageText({ kind: "booklet", id: ids.published, page: 2 }, "en")).toBeNull();
    expect(await publishedPageText({ kind: "teaching", id: "no-such-teaching" }, "es")).toBeNull();
  });
});

describe("pageSpeech", () => {
  it("asks the provider once per text, language and voice, then serves the stored audio", async () => {
    const { pageSpeech } = modules.audio;
    const first = await bytes((await pageSpeech("Hear this page. Twice.", "en", "nova")).body);
    const again = await bytes((await pageSpeech("Hear this page. Twice.", "en", "nova")).body);
    expect(speechInputs()).toEqual(["Hear this page. Twice."]);
    expect(again.equals(first)).toBe(true);
    expect(first.length).toBeGreaterThan(0);
    // Another voice or language is other audio.
    await pageSpeech("Hear this page. Twice.", "en", "echo");
    await pageSpeech("Hear this page. Twice.", "es", "nova");
    expect(speechInputs()).toHaveLength(3);
  });

  it("sends a long page in pieces the provider takes, in order, and stops after the most it reads", async () => {
    const sentence = (n: number) => `Sentence number ${n} is here to make the page long enough to be cut.`;
    const text = Array.from({ length: 400 }, (_, n) => sentence(n)).join(" ");
    await modules.audio.pageSpeech(text, "en", "nova");
    const inputs = speechInputs();
    expect(inputs.length).toBe(modules.audio.MAX_SPEECH_REQUESTS);
    expect(inputs.every((input) => input.length <= 4000)).toBe(true);
    expect(inputs[0].startsWith(sentence(0))).toBe(true);
    expect(text.startsWith(inputs.join(" "))).toBe(true);
  });
});
