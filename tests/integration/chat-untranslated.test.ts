import { beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: vi.fn(), cacheLife: vi.fn() }));

// Offline answers to visitors in other languages (docs/decisions/008): when no passage exists in the
// visitor's language, the answer says plainly that the teachings are in English, and still quotes them.
import { db } from "@/lib/db";
import { askChatbot } from "@/tests/support/knowledge";
import { textDocument } from "@/tests/support/text-document";
import { createDocuments } from "@/lib/data/documents";
import { analyzeKnowledge } from "@/lib/data/knowledge";
import { resetRetrievalCaches } from "@/lib/knowledge/retrieval";
import { prepareChunks } from "@/lib/knowledge/indexing";
import { loadMessages } from "@/lib/i18n/messages";

beforeAll(async () => {
  await db.chatConversation.deleteMany();
  await db.knowledgeChunk.deleteMany();
  await db.question.deleteMany();
  const category = await db.category.create({ data: { name: "Languages", slug: `untranslated-${Date.now()}` } });
  await createDocuments(
    [
      textDocument(
        category.id,
        "Gospel notes",
        "John 3:16 For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.\n\nJohn 3:17 For God sent not his Son into the world to condemn the world; but that the world through him might be saved.",
      ),
      textDocument(
        category.id,
        "Notas del evangelio",
        "Juan 1:1 En el principio era el Verbo, y el Verbo era con Dios, y el Verbo era Dios.\n\nJuan 1:2 Este era en el principio con Dios. Todas las cosas por él fueron hechas.",
      ),
    ],
    prepareChunks,
  );
  await analyzeKnowledge();
  resetRetrievalCaches();
});

describe("an offline answer in a language the teachings lack", () => {
  it("says the teachings are in English only, in the visitor's language, and still quotes them", async () => {
    const french = await loadMessages("fr");
    const reply = await askChatbot("Que dit Jean 3:16 ?", "fr");
    expect(reply.message.outcome).toBe("extractive");
    expect(reply.message.answer.startsWith(french.chat.extractiveIntroEnglishOnly)).toBe(true);
    expect(reply.message.answer).toContain("God so loved the world");
  });

  it("keeps the usual introduction when the quotes are in the visitor's language", async () => {
    const spanish = await loadMessages("es");
    const reply = await askChatbot("¿Qué dice Juan 1:1?", "es");
    expect(reply.message.outcome).toBe("extractive");
    expect(reply.message.answer.startsWith(spanish.chat.extractiveIntro)).toBe(true);
    expect(reply.message.answer).toContain("En el principio era el Verbo");
  });
});
