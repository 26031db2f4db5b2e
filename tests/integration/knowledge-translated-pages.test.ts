import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: vi.fn(), cacheLife: vi.fn() }));

// Stored translations of book and booklet pages are searched in their language (docs/decisions/008):
// a visitor asking in Spanish finds the page's Spanish passages, quoted, citing the same page.
import { db } from "@/lib/db";
import { askChatbot } from "@/tests/support/knowledge";
import { analyzeKnowledge } from "@/lib/data/knowledge";
import { updatePageContent } from "@/lib/data/flipbook";
import { deleteTranslation, saveHumanTranslation, updateTranslation } from "@/lib/data/translations";
import { resetRetrievalCaches } from "@/lib/knowledge/retrieval";
import { preparePageWithTranslations, reindexPageTranslations } from "@/lib/knowledge/page-passages";
import { indexUnindexedPageTranslations } from "@/lib/knowledge/backfill";

const PAGE_NUMBER = 9_101;
const ENGLISH =
  "<p>The lighthouse keeper climbed the tower every evening and trimmed the lamp, so that sailors far out at sea could find the harbour.</p>";
const SPANISH =
  "<p>El farero subía a la torre cada atardecer y recortaba la mecha de la lámpara, para que los marineros lejos en el mar encontraran el puerto.</p>";
const SPANISH_CORRECTED =
  "<p>El guardián del faro subía a la torre cada tarde y limpiaba la linterna, para que los navegantes hallaran el muelle.</p>";
const SPANISH_QUESTION = "¿Por qué subía el farero a la torre cada atardecer?";

let pageId: number;
let pageContent: string;

const spanishPassages = () =>
  db.knowledgeChunk.findMany({
    where: { flipbookPageId: pageId, translationLanguage: "es" },
    select: { content: true, language: true },
  });

async function saveSpanish(translatedText: string) {
  const saved = await saveHumanTranslation({ sourceText: pageContent, language: "es", translatedText });
  await reindexPageTranslations(saved.language, [saved.sourceText]);
  return saved;
}

async function ask(question: string) {
  await analyzeKnowledge();
  resetRetrievalCaches();
  return askChatbot(question, "es");
}

beforeAll(async () => {
  await db.chatConversation.deleteMany();
  await db.knowledgeChunk.deleteMany();
  await db.question.deleteMany();
  await db.translation.deleteMany();
  await db.flipbookPage.deleteMany({ where: { pageNumber: PAGE_NUMBER } });
  const page = await db.flipbookPage.create({
    data: { pageNumber: PAGE_NUMBER, title: "The lighthouse", content: "" },
    select: { id: true },
  });
  pageId = page.id;
});

beforeEach(async () => {
  await db.translation.deleteMany();
  await updatePageContent(pageId, ENGLISH, preparePageWithTranslations);
  pageContent = (await db.flipbookPage.findUniqueOrThrow({ where: { id: pageId } })).content;
});

describe("a book page's stored translation", () => {
  it("is indexed as passages in its language, and a Spanish question quotes them citing the same page", async () => {
    await saveSpanish(SPANISH);
    const passages = await spanishPassages();
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.every((passage) => passage.language === "spanish")).toBe(true);

    const reply = await ask(SPANISH_QUESTION);
    expect(reply.message.outcome).toBe("extractive");
    expect(reply.message.answer).toContain("El farero subía a la torre cada atardecer");
    expect(reply.message.answer).not.toContain("The lighthouse");
    expect(reply.message.sources[0]?.url).toContain(`${PAGE_NUMBER}`);
  });

  it("is indexed once however often it is stored", async () => {
    await saveSpanish(SPANISH);
    const once = await spanishPassages();
    expect(once.length).toBeGreaterThan(0);
    await saveSpanish(SPANISH);
    await reindexPageTranslations("es", [pageContent]);
    expect(await spanishPassages()).toEqual(once);
  });

  it("follows a staff correction and a deletion", async () => {
    const saved = await saveSpanish(SPANISH);
    const corrected = await updateTranslation(saved.id, SPANISH_CORRECTED);
    await reindexPageTranslations(corrected.language, [corrected.sourceText]);
    const texts = (await spanishPassages()).map((passage) => passage.content).join(" ");
    expect(texts).toContain("guardián del faro");
    expect(texts).not.toContain("recortaba la mecha");

    const deleted = await deleteTranslation(saved.id);
    await reindexPageTranslations(deleted.language, [deleted.sourceText]);
    expect(await spanishPassages()).toEqual([]);
  });

  it("goes when the page's text changes, and comes back when the translated text is republished", async () => {
    await saveSpanish(SPANISH);
    await updatePageContent(pageId, "<p>The lamp was replaced by an electric light.</p>", preparePageWithTranslations);
    expect(await spanishPassages()).toEqual([]);

    await updatePageContent(pageId, ENGLISH, preparePageWithTranslations);
    expect((await spanishPassages()).map((passage) => passage.content).join(" ")).toContain("El farero");
  });
});

describe("translations stored before they were searched", () => {
  it("are indexed by the start-up backfill, once", async () => {
    await saveHumanTranslation({
      sourceText: pageContent,
      language: "fr",
      translatedText: "<p>Le gardien du phare montait à la tour chaque soir.</p>",
    });
    expect(await db.knowledgeChunk.count({ where: { flipbookPageId: pageId, translationLanguage: "fr" } })).toBe(0);
    expect(await indexUnindexedPageTranslations()).toBe(1);
    expect(
      await db.knowledgeChunk.count({ where: { flipbookPageId: pageId, translationLanguage: "fr" } }),
    ).toBeGreaterThan(0);
    expect(await indexUnindexedPageTranslations()).toBe(0);
  });
});

describe("a translation of text that is not on the site", () => {
  it("is not indexed: an unpublished booklet's page has no passages in any language", async () => {
    const booklet = await db.booklet.create({
      data: {
        title: "Draft booklet",
        pages: { create: { position: 1, title: "Draft page", content: "<p>A draft about harbour lights.</p>" } },
      },
      select: { id: true, pages: { select: { id: true, content: true } } },
    });
    const [draftPage] = booklet.pages;
    const saved = await saveHumanTranslation({
      sourceText: draftPage.content,
      language: "es",
      translatedText: "<p>Un borrador sobre las luces del puerto.</p>",
    });
    expect(await reindexPageTranslations(saved.language, [saved.sourceText])).toBe(0);
    expect(await db.knowledgeChunk.count({ where: { bookletPageId: draftPage.id } })).toBe(0);
    await db.booklet.delete({ where: { id: booklet.id } });
  });
});
