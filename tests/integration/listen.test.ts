import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startFakeOpenAI } from "@/tests/support/fake-openai.mjs";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: vi.fn(), cacheLife: vi.fn() }));

// Read-aloud on the server against the real embedded Postgres and the fake provider: only a
// published page's text is read, its audio is made once per text, language and voice (once even
// when two first plays arrive together), and audio no page can play any more is removed.

type Fake = {
  url: string;
  reset: () => void;
  setRules: (rules: { endpoint: string; delayMs?: number }[]) => void;
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

const page = { kind: "booklet", id: 0, page: 1 } as const;
const storedAudio = () =>
  readdirSync(path.join(storageDir, "listen-audio"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(storageDir, path.join(entry.parentPath, entry.name)))
    .sort();
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

  // Security review 7, L2: an untranslated page was recorded again for every language.
  it("reads an untranslated page in the original's language, so its recording is shared", async () => {
    const { pageTextToRead } = modules.pageText;
    const page = { kind: "booklet" as const, id: ids.published, page: 1 };
    const english = await pageTextToRead(page, "en");
    expect(english).toEqual({ text: "Zephyrine Listen page\nThe words of Zephyrine Listen. Amen.", locale: "en" });
    expect(await pageTextToRead(page, "es")).toEqual(english);
    expect(await pageTextToRead({ kind: "booklet", id: ids.draft, page: 1 }, "es")).toBeNull();
  });
});

describe("pageSpeech", () => {
  it("asks the provider once per text, language and voice, then serves the stored audio", async () => {
    const { pageSpeech } = modules.audio;
    const first = await bytes((await pageSpeech(page, "Hear this page. Twice.", "en", "nova")).body);
    const again = await bytes((await pageSpeech(page, "Hear this page. Twice.", "en", "nova")).body);
    expect(speechInputs()).toEqual(["Hear this page. Twice."]);
    expect(again.equals(first)).toBe(true);
    expect(first.length).toBeGreaterThan(0);
    // Another voice or language is other audio.
    await pageSpeech(page, "Hear this page. Twice.", "en", "echo");
    await pageSpeech(page, "Hear this page. Twice.", "es", "nova");
    expect(speechInputs()).toHaveLength(3);
  });

  it("sends a long page in pieces the provider takes, in order, and stops after the most it reads", async () => {
    const sentence = (n: number) => `Sentence number ${n} is here to make the page long enough to be cut.`;
    const text = Array.from({ length: 400 }, (_, n) => sentence(n)).join(" ");
    await modules.audio.pageSpeech(page, text, "en", "nova");
    const inputs = speechInputs();
    expect(inputs.length).toBe(modules.audio.MAX_SPEECH_REQUESTS);
    expect(inputs.every((input) => input.length <= 4000)).toBe(true);
    expect(inputs[0].startsWith(sentence(0))).toBe(true);
    expect(text.startsWith(inputs.join(" "))).toBe(true);
  });
});

describe("making audio once", () => {
  it("asks the provider once when two first plays of a page arrive at the same moment", async () => {
    fake.setRules([{ endpoint: "speech", delayMs: 300 }]);
    const { pageSpeech } = modules.audio;
    const plays = await Promise.all([
      pageSpeech(page, "Both at once. Only one call.", "en", "nova"),
      pageSpeech(page, "Both at once. Only one call.", "en", "nova"),
    ]);
    const [first, second] = await Promise.all(plays.map((play) => bytes(play.body)));
    expect(speechInputs()).toEqual(["Both at once. Only one call."]);
    expect(second.equals(first)).toBe(true);
    // The next play is the stored file.
    await pageSpeech(page, "Both at once. Only one call.", "en", "nova");
    expect(speechInputs()).toHaveLength(1);
  });
});

describe("removing audio no page plays", () => {
  const source = () => ({ kind: "booklet" as const, id: ids.published, page: 1 });
  const currentText = () => modules.pageText.publishedPageText(source(), "en");

  it("replaces a page's earlier audio in the same language and voice when its text changed", async () => {
    const { pageSpeech, listenAudioKey } = modules.audio;
    const before = listenAudioKey(source(), "Old words.", "en", "nova");
    await pageSpeech(source(), "Old words.", "en", "nova");
    await pageSpeech(source(), "Old words.", "en", "echo");
    expect(storedAudio()).toContain(before);
    await pageSpeech(source(), "New words.", "en", "nova");
    const stored = storedAudio();
    expect(stored).not.toContain(before);
    expect(stored).toContain(listenAudioKey(source(), "New words.", "en", "nova"));
    // Another voice's audio is not this one's to replace.
    expect(stored).toContain(listenAudioKey(source(), "Old words.", "en", "echo"));
  });

  it("sweeps audio of a changed text, a deleted page and an older layout, and keeps the current page's", async () => {
    const { pageSpeech, listenAudioKey, sweepListenAudio } = modules.audio;
    const { db } = modules;
    const text = (await currentText())!;
    const current = listenAudioKey(source(), text, "en", "nova");
    await pageSpeech(source(), text, "en", "nova");
    await pageSpeech(source(), "A text the page had once.", "fr", "nova");
    const gone = await db.booklet.create({
      data: {
        title: "Gone Listen",
        publishedAt: new Date(),
        pages: { create: [{ position: 0, title: "Gone page", content: "<p>Soon gone.</p>" }] },
      },
    });
    const goneSource = { kind: "booklet" as const, id: gone.id, page: 1 };
    const goneText = (await modules.pageText.publishedPageText(goneSource, "en"))!;
    await pageSpeech(goneSource, goneText, "en", "nova");
    const goneKey = listenAudioKey(goneSource, goneText, "en", "nova");
    expect(storedAudio()).toContain(goneKey);
    await db.booklet.delete({ where: { id: gone.id } });
    writeFileSync(path.join(storageDir, "listen-audio", `${"0".repeat(64)}.mp3`), "old layout");

    await sweepListenAudio();

    const stored = storedAudio();
    expect(stored).toContain(current);
    expect(stored).not.toContain(goneKey);
    expect(stored.filter((key) => key.includes("/fr-"))).toEqual([]);
    expect(stored).not.toContain(`listen-audio/${"0".repeat(64)}.mp3`);

    // The page's text changes: its audio goes at the next sweep.
    await db.bookletPage.updateMany({ where: { bookletId: ids.published }, data: { content: "<p>Rewritten.</p>" } });
    await sweepListenAudio();
    expect(storedAudio()).not.toContain(current);
  });
});
