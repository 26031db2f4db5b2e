import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeOpenAI } from "../support/fake-openai.mjs";

const revalidateTag = vi.fn();
vi.mock("next/cache", () => ({
  cacheTag: () => {},
  cacheLife: () => {},
  revalidateTag: (...args: unknown[]) => revalidateTag(...args),
}));

type Fake = Awaited<ReturnType<typeof startFakeOpenAI>>;
type Library = typeof import("@/lib/translation");
type Db = typeof import("@/lib/db");

let fake: Fake;
let translation: Library;
let db: Db["db"];

// The provider reads the environment once: point it at the fake server before loading anything.
beforeAll(async () => {
  fake = await startFakeOpenAI();
  process.env.OPENAI_API_KEY = "test-key";
  process.env.OPENAI_BASE_URL = fake.url;
  vi.resetModules();
  translation = await import("@/lib/translation");
  ({ db } = await import("@/lib/db"));
});

afterAll(async () => {
  await fake.close();
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
});

afterEach(async () => {
  fake.reset();
  revalidateTag.mockClear();
  await db.translation.deleteMany();
  await db.glossaryTerm.deleteMany();
});

type ChatBody = { messages: { role: string; content: string }[] };
const chatBodies = () =>
  fake.requests
    .filter((r: { endpoint: string }) => r.endpoint === "chat")
    .map((r: { body: unknown }) => r.body as ChatBody);

describe("translateWithStatus", () => {
  it("gives two texts that share their first 50 characters different translations, each stored by its whole text", async () => {
    const shared = "In the beginning was the Word, and the Word was wi";
    expect(shared).toHaveLength(50);
    const first = `${shared}th God.`;
    const second = `${shared}th us all along.`;
    fake.setRules([{ reply: "ES: $LAST_USER" }]);

    const outcome = await translation.translateWithStatus([first, second], "es");
    expect(outcome).toEqual({ texts: [`ES: ${first}`, `ES: ${second}`], complete: true });
    expect(await db.translation.count({ where: { language: "es", origin: "machine" } })).toBe(2);
    expect(revalidateTag).toHaveBeenCalledWith("translations:es", { expire: 0 });

    // Stored for every later visitor: no second call to the provider.
    fake.reset();
    expect(await translation.translateTexts([second, first], "es")).toEqual([`ES: ${second}`, `ES: ${first}`]);
    expect(chatBodies()).toHaveLength(0);
  });

  it("serves a human translation and never overwrites it with the machine's", async () => {
    const { saveHumanTranslation } = await import("@/lib/data/translations");
    await saveHumanTranslation({ sourceText: "Grace and peace", language: "fr", translatedText: "Grâce et paix" });
    fake.setRules([{ reply: "MACHINE" }]);
    expect(await translation.translateTexts(["Grace and peace", "Hope"], "fr")).toEqual(["Grâce et paix", "MACHINE"]);
    expect(chatBodies()).toHaveLength(1);
    const { insertMachineTranslations } = await import("@/lib/data/translations");
    await insertMachineTranslations("fr", [{ sourceText: "Grace and peace", translatedText: "MACHINE" }]);
    expect(await db.translation.findFirst({ where: { sourceText: "Grace and peace" } })).toMatchObject({
      translatedText: "Grâce et paix",
      origin: "human",
    });
  });

  it("keeps tags and attributes, and sanitises the result", async () => {
    fake.setRules([{ reply: "$LAST_USER" }]);
    const source =
      '<p>Read <a href="/flipbook?page=2" title="Page two">page two</a> <a href="javascript:alert(1)">now</a></p>';
    const [html] = await translation.translateTexts([source], "de");
    expect(html).toBe('<p>Read <a href="/flipbook?page=2" title="Page two">page two</a> <a>now</a></p>');
    expect(chatBodies()[0].messages.at(-1)?.content).toBe("<g1>Read <g2>page two</g2> <g3>now</g3></g1>");
  });

  it("applies the glossary: names kept as they are, scripture books in the language's form", async () => {
    await db.glossaryTerm.createMany({
      data: [
        { term: "FIRSTbORN", language: "es", rendering: "FIRSTbORN" },
        { term: "John", language: "es", rendering: "Juan" },
        { term: "Genesis", language: "es", rendering: "Génesis" },
      ],
    });
    fake.setRules([{ reply: "<k1/> enseña Juan 3:16." }]);
    const [text] = await translation.translateTexts(["FIRSTbORN teaches John 3:16."], "es");
    expect(text).toBe("FIRSTbORN enseña Juan 3:16.");
    const [body] = chatBodies();
    expect(body.messages[1].content).toBe("<k1/> teaches John 3:16.");
    expect(body.messages[0].content).toContain('"John" → "Juan"');
    expect(body.messages[0].content).not.toContain("Genesis");
    expect(body.messages[0].content).toContain("into Spanish");
  });

  it("keeps the originals when the provider fails, times out or breaks the markup, and stores nothing", async () => {
    fake.setRules([{ status: 500 }]);
    expect(await translation.translateWithStatus(["Faith"], "it")).toEqual({ texts: ["Faith"], complete: false });

    fake.setRules([{ delayMs: 2_000, reply: "Fede" }]);
    const started = Date.now();
    expect(await translation.translateWithStatus(["Faith"], "it", { timeoutMs: 300 })).toEqual({
      texts: ["Faith"],
      complete: false,
    });
    expect(Date.now() - started).toBeLessThan(1_500);

    fake.setRules([{ reply: "Fede senza tag" }]);
    expect(await translation.translateWithStatus(["<p>Faith</p>"], "it")).toEqual({
      texts: ["<p>Faith</p>"],
      complete: false,
    });
    expect(await db.translation.count()).toBe(0);
  });

  it("without a provider serves what is stored and leaves the rest in English", async () => {
    const { saveHumanTranslation } = await import("@/lib/data/translations");
    await saveHumanTranslation({ sourceText: "Love", language: "pt", translatedText: "Amor" });
    expect(await translation.translateWithStatus(["Love", "Joy", "21"], "pt", { provider: null })).toEqual({
      texts: ["Amor", "Joy", "21"],
      complete: false,
    });
    expect(chatBodies()).toHaveLength(0);
  });

  it("sends only the texts it may translate to the provider, stores only those, and never expires on a read", async () => {
    const { saveHumanTranslation } = await import("@/lib/data/translations");
    await saveHumanTranslation({ sourceText: "Stored already", language: "es", translatedText: "Ya guardado" });
    revalidateTag.mockClear();
    fake.setRules([{ reply: "ES: $LAST_USER" }]);
    const site = "Text of the site";
    const outcome = await translation.translateWithStatus(["Stored already", site, "A visitor's own text"], "es", {
      mayTranslate: (text) => text === site,
    });
    expect(outcome).toEqual({
      texts: ["Ya guardado", `ES: ${site}`, "A visitor's own text"],
      complete: false,
    });
    expect(JSON.stringify(chatBodies())).not.toContain("A visitor's own text");
    expect(
      (await db.translation.findMany({ select: { sourceText: true } })).map((row) => row.sourceText).sort(),
    ).toEqual(["Stored already", site].sort());

    // Reading stored translations (as any visitor can) invalidates nothing.
    revalidateTag.mockClear();
    expect(await translation.translateTexts(["Stored already", site], "es", { mayTranslate: () => false })).toEqual([
      "Ya guardado",
      `ES: ${site}`,
    ]);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("knows the site's own texts: published settings (as stored) and the book", async () => {
    const { siteTextsAmong } = await import("@/lib/translation/site-content");
    const stamp = Date.now();
    const intro = `Welcome to the site ${stamp}  `;
    const before = await db.setting.findUnique({ where: { name: "home_intro" } });
    await db.setting.upsert({
      where: { name: "home_intro" },
      create: { name: "home_intro", displayName: "Intro", value: intro, isPublic: true },
      update: { value: intro, isPublic: true },
    });
    const page = await db.flipbookPage.create({
      data: { pageNumber: 900 + (stamp % 99), title: `Page title ${stamp}`, content: `<p>Page text ${stamp}</p>` },
    });
    try {
      const asked = [intro, page.title, page.content, "Not on the site", `<p>Page text ${stamp} changed</p>`];
      expect([...(await siteTextsAmong(asked))].sort()).toEqual([intro, page.title, page.content].sort());
    } finally {
      await db.flipbookPage.delete({ where: { id: page.id } });
      if (before) await db.setting.update({ where: { id: before.id }, data: { value: before.value } });
      else await db.setting.delete({ where: { name: "home_intro" } });
    }
  });

  it("lists staff questions and approved answers for staff to translate, and counts them as the site's texts", async () => {
    const { listSiteContent, siteTextsAmong } = await import("@/lib/translation/site-content");
    const stamp = Date.now();
    const question = await db.question.create({
      data: { question: `What is grace ${stamp}?`, answer: `Grace is a gift ${stamp}.` },
    });
    try {
      const entries = await listSiteContent("chatbot");
      expect(entries.map((item) => item.sourceText)).toEqual(
        expect.arrayContaining([question.question, question.answer]),
      );
      expect(entries.find((item) => item.sourceText === question.answer)?.label).toMatch(/approved answer$/);
      expect([...(await siteTextsAmong([question.question, "Not on the site"]))]).toEqual([question.question]);
    } finally {
      await db.question.delete({ where: { id: question.id } });
    }
  });

  it("indexes a book page's machine translation as passages in its language", async () => {
    const stamp = Date.now();
    const page = await db.flipbookPage.create({
      data: {
        pageNumber: 800 + (stamp % 99),
        title: `Harbour ${stamp}`,
        content: `<p>The keeper lit the lamp ${stamp}.</p>`,
      },
    });
    fake.setRules([{ reply: "ES: $LAST_USER" }]);
    try {
      await translation.translateWithStatus([page.content], "es", { html: true });
      const passages = await db.knowledgeChunk.findMany({
        where: { flipbookPageId: page.id, translationLanguage: "es" },
        select: { content: true, language: true },
      });
      expect(passages.map((passage) => passage.language)).toContain("spanish");
      expect(passages.map((passage) => passage.content).join(" ")).toContain("ES:");
    } finally {
      await db.flipbookPage.delete({ where: { id: page.id } });
    }
  });

  it("answers English and texts without words without asking anyone", async () => {
    expect(await translation.translateWithStatus(["Hello"], "en")).toEqual({ texts: ["Hello"], complete: true });
    expect(await translation.translateWithStatus(["<p>3:16</p>", ""], "fr")).toEqual({
      texts: ["<p>3:16</p>", ""],
      complete: true,
    });
    expect(await translation.translateWithStatus(["Hello"], "xx")).toEqual({ texts: ["Hello"], complete: false });
    expect(chatBodies()).toHaveLength(0);
  });
});
