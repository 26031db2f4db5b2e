// A draft's preview in another language (docs/decisions/016): translated as the
// public page would translate it, and never stored, since stored translations are for published text.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeOpenAI } from "../support/fake-openai.mjs";

vi.mock("next/cache", () => ({ cacheTag: () => {}, cacheLife: () => {}, revalidateTag: () => {} }));

type Fake = Awaited<ReturnType<typeof startFakeOpenAI>>;
let fake: Fake;
let localizeDraft: typeof import("@/lib/content/preview-translation").localizeDraft;
let db: typeof import("@/lib/db").db;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  process.env.OPENAI_API_KEY = "test-key";
  process.env.OPENAI_BASE_URL = fake.url;
  vi.resetModules();
  ({ localizeDraft } = await import("@/lib/content/preview-translation"));
  ({ db } = await import("@/lib/db"));
});

afterAll(async () => {
  await db.translation.deleteMany();
  await fake.close();
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
});

describe("localizeDraft", () => {
  it("uses stored translations, machine-translates the draft's new text, and stores none of it", async () => {
    const { sourceHash } = await import("@/lib/data/translation-hash");
    // Counted from here: other test files share the database and may leave translations behind.
    const before = await db.translation.count({ where: { language: "es" } });
    await db.translation.create({
      data: {
        language: "es",
        sourceHash: sourceHash("Published title"),
        sourceText: "Published title",
        translatedText: "Título publicado",
        origin: "human",
      },
    });
    fake.setRules([{ reply: "ES: $LAST_USER" }]);
    const { tr, missing } = await localizeDraft("es", {
      text: ["Published title", "Draft title"],
      html: ["<p>Draft words</p>"],
    });
    expect(tr("Published title")).toBe("Título publicado");
    expect(tr("Draft title")).toBe("ES: Draft title");
    expect(tr("<p>Draft words</p>")).toContain("ES:");
    expect(missing).toEqual([]);
    expect(await db.translation.count({ where: { language: "es" } })).toBe(before + 1);
  });

  it("lists as missing what the provider could not translate, and English needs nothing", async () => {
    fake.setRules([{ status: 500 }]);
    const before = await db.translation.count({ where: { language: "fr" } });
    const { tr, missing } = await localizeDraft("fr", { text: ["Only draft"] });
    expect(tr("Only draft")).toBe("Only draft");
    expect(missing).toEqual([{ text: "Only draft", html: false }]);
    expect((await localizeDraft("en", { text: ["Only draft"] })).missing).toEqual([]);
    expect(await db.translation.count({ where: { language: "fr" } })).toBe(before);
  });
});
