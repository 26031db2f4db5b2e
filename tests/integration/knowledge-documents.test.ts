import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: vi.fn(), cacheLife: vi.fn() }));

import { db } from "@/lib/db";
import { createCategory, deleteCategory, listCategories } from "@/lib/data/categories";
import { gzipSync } from "node:zlib";
import {
  countDocuments,
  createDocuments,
  deleteDocument,
  getDocument,
  listDocuments,
  moveDocument,
  type NewDocument,
} from "@/lib/data/documents";
import { createQuestion, listQuestions } from "@/lib/data/questions";
import { extractText, NOTE_NO_TEXT, NOTE_PPT, NOTE_UNREADABLE } from "@/lib/extract";
import { indexUnindexedDocuments } from "@/lib/knowledge/backfill";
import { prepareChunks, splitIntoChunks } from "@/lib/knowledge/indexing";
import type { DocumentExtension } from "@/lib/validation/documents";
import { makeDoc, makeDocx, makePasswordProtectedPdf, makePdf, makePptx, makeSpreadsheet } from "@/tests/support/files";

afterEach(async () => {
  await db.question.deleteMany();
  await db.document.deleteMany();
  await db.category.deleteMany();
});

let keySeq = 0;
const newDocument = (categoryId: number, content: string, extra: Partial<NewDocument> = {}): NewDocument => ({
  title: "Doc",
  content,
  documentType: "txt",
  mimeType: "text/plain",
  size: content.length,
  originalName: "doc.txt",
  storageKey: `test/${Date.now()}-${keySeq++}.txt`,
  extractionNote: null,
  categoryId,
  ...extra,
});

/** Ids of documents whose passages match the words, as the chatbot's search will ask. */
async function search(words: string): Promise<number[]> {
  const rows = await db.$queryRaw<{ documentId: number }[]>`
    SELECT DISTINCT "documentId" FROM "KnowledgeChunk"
    WHERE source = 'document' AND "searchVector" @@ plainto_tsquery('english', ${words})`;
  return rows.map((row) => row.documentId);
}

const folder = () => createCategory({ name: "Teachings", slug: `teachings-${keySeq++}` });

describe("text extraction", () => {
  it("reads a 20-page PDF, a .docx, a .doc, a .pptx, a .xlsx and a .xls", async () => {
    const pages = Array.from(
      { length: 20 },
      (_, i) => `Page ${i + 1} of the sample teaching.\nThe word covenant${i + 1} appears here.`,
    );
    const cases: [DocumentExtension, Uint8Array, string][] = [
      ["pdf", await makePdf(pages), "covenant20"],
      ["docx", await makeDocx(["Meeting of the elders", "Righteousness by faith"]), "Righteousness by faith"],
      ["doc", makeDoc(["Minutes of 1998", "The Sermon on the Mount"]), "The Sermon on the Mount"],
      ["pptx", await makePptx(["Slide about sanctification", "Second slide"]), "sanctification"],
      [
        "xlsx",
        makeSpreadsheet([
          ["Verse", "Text"],
          ["John 3:16", "For God so loved the world"],
        ]),
        "For God so loved the world",
      ],
      ["xls", makeSpreadsheet([["Psalm 23", "The LORD is my shepherd"]], "biff8"), "The LORD is my shepherd"],
    ];
    for (const [extension, bytes, expected] of cases) {
      const result = await extractText(extension, bytes);
      expect(result.note, extension).toBeNull();
      expect(result.text, extension).toContain(expected);
    }
    const pdfText = (await extractText("pdf", cases[0][1])).text;
    expect(pdfText).toContain("covenant1 ");
    expect(pdfText.indexOf("covenant1 ")).toBeLessThan(pdfText.indexOf("covenant20"));
  });

  it("never throws on a damaged or password-protected file: it says no text could be read", async () => {
    expect(await extractText("pdf", await makePasswordProtectedPdf())).toEqual({ text: "", note: NOTE_UNREADABLE });
    const garbage = new TextEncoder().encode("%PDF-1.7 this is not really a pdf");
    expect(await extractText("pdf", garbage)).toEqual({ text: "", note: NOTE_UNREADABLE });
    expect(await extractText("docx", garbage)).toEqual({ text: "", note: NOTE_UNREADABLE });
    expect(await extractText("pptx", garbage)).toEqual({ text: "", note: NOTE_UNREADABLE });
    expect(await extractText("doc", garbage)).toEqual({ text: "", note: NOTE_UNREADABLE });
  });

  it("notes a PDF without a text layer, a .ppt, and reads Windows-1252 text", async () => {
    expect(await extractText("pdf", await makePdf([""]))).toEqual({ text: "", note: NOTE_NO_TEXT });
    expect((await extractText("ppt", new Uint8Array([1]))).note).toBe(NOTE_PPT);
    expect(await extractText("txt", Uint8Array.from([0x43, 0x61, 0x66, 0xe9]))).toEqual({ text: "Café", note: null });
    expect(await extractText("mp4", new Uint8Array([0]))).toEqual({ text: "", note: null });
  });
});

describe("documents and the knowledge base", () => {
  it("indexes every uploaded type so its text is searchable, and removes the passages with the document", async () => {
    const category = await folder();
    const docx = await extractText("docx", await makeDocx(["The parable of the prodigal son"]));
    const pptx = await extractText("pptx", await makePptx(["Slides on the armour of God"]));
    const xlsx = await extractText("xlsx", makeSpreadsheet([["Beatitudes", "Blessed are the meek"]]));
    const [a, b, c] = await createDocuments(
      [
        newDocument(category.id, docx.text),
        newDocument(category.id, pptx.text, { documentType: "pptx" }),
        newDocument(category.id, xlsx.text, { documentType: "xlsx" }),
      ],
      prepareChunks,
    );
    expect(await search("prodigal son")).toEqual([a.id]);
    expect(await search("armour")).toEqual([b.id]);
    expect(await search("meek")).toEqual([c.id]);

    await deleteDocument(a.id);
    expect(await search("prodigal")).toEqual([]);
    expect(await db.knowledgeChunk.count({ where: { documentId: a.id } })).toBe(0);
  });

  it("writes nothing when one document of the upload fails", async () => {
    const category = await folder();
    const key = `test/dup-${Date.now()}`;
    await expect(
      createDocuments(
        [
          newDocument(category.id, "alpha text"),
          newDocument(category.id, "beta text", { storageKey: key }),
          newDocument(category.id, "gamma", { storageKey: key }),
        ],
        prepareChunks,
      ),
    ).rejects.toThrow();
    expect(await db.document.count()).toBe(0);
    expect(await db.knowledgeChunk.count()).toBe(0);
  });

  it("refuses a folder that no longer exists", async () => {
    await expect(createDocuments([newDocument(999_999, "text")], prepareChunks)).rejects.toMatchObject({ status: 400 });
  });

  it("lists 500 documents with their content, in pages, and without content for the admin screen (README figures)", async () => {
    const { id: categoryId } = await folder();
    // A typical teaching: about 8,000 characters of prose (a four-page handout), varied like real text.
    const words =
      "the grace of God that brings salvation has appeared to all men teaching us faith hope love covenant spirit truth light life word kingdom heaven earth father son children born again righteousness peace joy mercy promise blood cross resurrection glory".split(
        " ",
      );
    const text = (i: number) => {
      let seed = i + 1;
      let out = `Teaching ${i}.`;
      while (out.length < 8000) out += ` ${words[(seed = (seed * 1103515245 + 12345) % 2147483648) % words.length]}`;
      return out;
    };
    await db.document.createMany({
      data: Array.from({ length: 500 }, (_, i) => newDocument(categoryId, text(i), { title: `Teaching ${i}` })),
    });
    const started = performance.now();
    const all = await listDocuments({ withContent: true });
    const ms = performance.now() - started;
    expect(all).toHaveLength(500);
    expect(all[0].content).toBe(text(499));
    const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
    const summary = await listDocuments();
    expect(summary[0]).not.toHaveProperty("content");
    const page = await listDocuments({ withContent: true, limit: 50, offset: 450 });
    expect(page.map((d) => d.title)).toEqual(Array.from({ length: 50 }, (_, i) => `Teaching ${49 - i}`));
    expect(await countDocuments({ categoryId })).toBe(500);
    console.log(
      `[documents list] 500 × ${text(0).length} chars: full ${(bytes(all) / 1e6).toFixed(2)} MB (gzip ${(gzipSync(JSON.stringify(all)).length / 1e3).toFixed(0)} KB, ${ms.toFixed(0)} ms in SQL); ` +
        `fields=summary ${(bytes(summary) / 1e3).toFixed(0)} KB; one page of 50 ${(bytes(page) / 1e3).toFixed(0)} KB`,
    );
  });

  it("lists with a 100-character preview, moves, and indexes documents seeded without passages", async () => {
    const [from, to] = [await folder(), await folder()];
    const long = "Grace ".repeat(100);
    const [doc] = await createDocuments([newDocument(from.id, long)], prepareChunks);
    const [row] = await listDocuments();
    expect(row.preview).toHaveLength(100);
    expect(row.categoryName).toBe("Teachings");
    expect((await getDocument(doc.id)).content).toBe(long);

    await moveDocument({ id: doc.id, categoryId: to.id });
    expect(await listDocuments({ categoryId: to.id })).toHaveLength(1);
    expect(await listDocuments({ categoryId: from.id })).toHaveLength(0);
    await expect(moveDocument({ id: doc.id, categoryId: 999_999 })).rejects.toMatchObject({ status: 400 });

    await db.knowledgeChunk.deleteMany();
    expect(await indexUnindexedDocuments()).toBe(1);
    expect(await search("grace")).toEqual([doc.id]);
    expect(await indexUnindexedDocuments()).toBe(0);
  });
});

describe("folders", () => {
  it("count documents, refuse a taken slug, and refuse or unlink on delete", async () => {
    const category = await folder();
    await expect(createCategory({ name: "Other", slug: category.slug })).rejects.toMatchObject({
      status: 409,
      errors: { slug: expect.any(Array) },
    });
    const [doc] = await createDocuments([newDocument(category.id, "text")], prepareChunks);
    expect((await listCategories()).find((c) => c.id === category.id)?.documentsCount).toBe(1);

    await expect(deleteCategory({ id: category.id, onlyIfEmpty: true })).rejects.toMatchObject({
      status: 409,
      message: "Cannot delete a folder that contains documents. Move or delete the documents first.",
    });
    await deleteCategory({ id: category.id, onlyIfEmpty: false });
    expect((await getDocument(doc.id)).categoryId).toBeNull();
  });
});

describe("questions", () => {
  it("need an existing document and keep an optional approved answer", async () => {
    const category = await folder();
    const [doc] = await createDocuments([newDocument(category.id, "text", { title: "Grace" })], prepareChunks);
    const question = await createQuestion({
      question: "What is grace?",
      documentId: doc.id,
      answer: "Undeserved favour.",
    });
    expect(question).toMatchObject({ documentTitle: "Grace", answer: "Undeserved favour." });
    await expect(createQuestion({ question: "Q", documentId: 999_999, answer: null })).rejects.toMatchObject({
      status: 400,
    });
    await deleteDocument(doc.id);
    expect((await listQuestions())[0]).toMatchObject({ documentId: null, documentTitle: null });
  });
});

describe("splitIntoChunks", () => {
  it("keeps all the words of a long text in order", () => {
    const text = Array.from({ length: 300 }, (_, i) => `Sentence number ${i} speaks of faith.`).join(" ");
    const chunks = splitIntoChunks(text);
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.join(" ").replace(/\s+/g, " ")).toBe(text);
  });
});
