import { expect, test } from "../support/fixtures";
import { searchDocuments, withDb } from "../support/db";
import {
  form,
  makeDoc,
  makeDocx,
  makePasswordProtectedPdf,
  makePdf,
  makePptx,
  makeSpreadsheet,
  TINY_PNG,
} from "../../support/files";
import { makeManyEntryZip, makeZipBomb } from "../../support/zip-bomb";

let folderId: number;
let otherFolderId: number;
test.afterAll(async ({ as: { editor } }) => {
  const documents: { id: number; categoryId: number }[] = await (await editor.get("/api/documents")).json();
  for (const doc of documents.filter((d) => d.categoryId === folderId || d.categoryId === otherFolderId))
    await editor.delete(`/api/documents/${doc.id}`);
  await editor.delete(`/api/categories/${folderId}`);
  await editor.delete(`/api/categories/${otherFolderId}`);
});

const storedFiles = () =>
  withDb(async (client) => Number((await client.query(`SELECT count(*) FROM "Document"`)).rows[0].count));

test.beforeAll(async ({ as }) => {
  const stamp = Date.now();
  folderId = (
    await (await as.editor.post("/api/categories", { data: { name: "API docs", slug: `api-docs-${stamp}` } })).json()
  ).id;
  otherFolderId = (
    await (await as.editor.post("/api/categories", { data: { name: "API other", slug: `api-other-${stamp}` } })).json()
  ).id;
});

test("a 20-page PDF, a .docx, a .pptx and a .xlsx upload together, and their text becomes searchable", async ({
  as,
}) => {
  const pages = Array.from({ length: 20 }, (_, i) => `Page ${i + 1}: teaching on the tabernacle${i + 1}.`);
  const response = await as.editor.post("/api/documents", {
    multipart: form({ categoryId: String(folderId), titles: JSON.stringify({ "book.pdf": "The Tabernacle" }) }, [
      { name: "book.pdf", bytes: await makePdf(pages) },
      { name: "notes.docx", bytes: await makeDocx(["Notes on the Melchizedek priesthood"]) },
      { name: "slides.pptx", bytes: await makePptx(["Slides about Pentecost"]) },
      {
        name: "verses.xlsx",
        bytes: makeSpreadsheet([
          ["Reference", "Text"],
          ["Micah 6:8", "Do justly and love mercy"],
        ]),
      },
    ]),
  });
  expect(response.status()).toBe(201);
  const body = await response.json();
  expect(body.message).toBe("4 documents uploaded successfully");
  const [pdf, docx, pptx, xlsx] = body.documents as { id: number; title: string; extractionNote: string | null }[];
  expect(pdf.title).toBe("The Tabernacle");
  expect(docx.title).toBe("notes");

  expect(await searchDocuments("tabernacle20")).toEqual([pdf.id]);
  expect(await searchDocuments("Melchizedek")).toEqual([docx.id]);
  expect(await searchDocuments("Pentecost")).toEqual([pptx.id]);
  expect(await searchDocuments("justly mercy")).toEqual([xlsx.id]);

  const list: { id: number; preview: string; documentType: string; categoryName: string; passages: number }[] = await (
    await as.editor.get(`/api/documents?categoryId=${folderId}`)
  ).json();
  const listed = list.find((d) => d.id === pdf.id)!;
  // The indexing state the admin list shows: queued and indexing while the extraction queue has the file.
  expect(listed).toMatchObject({ documentType: "pdf", categoryName: "API docs", status: "indexed" });
  expect(listed.passages).toBeGreaterThan(0);
  const detail = await (await as.editor.get(`/api/documents/${docx.id}`)).json();
  expect(detail.status).toBe("indexed");
  expect(detail.passages).toBeGreaterThan(0);
  expect(listed.preview.length).toBeLessThanOrEqual(100);
  expect((await (await as.editor.get(`/api/documents/${xlsx.id}`)).json()).content).toContain(
    "Do justly and love mercy",
  );
  expect((await (await as.editor.get("/api/documents/count")).json()).count).toBeGreaterThanOrEqual(4);
});

test("the download streams the original with type, disposition, caching and byte ranges, to anyone", async ({
  request,
  as,
}) => {
  const bytes = await makePdf(["Download me"]);
  const [doc] = (
    await (
      await as.editor.post("/api/documents", {
        multipart: form({ categoryId: String(folderId) }, [{ name: "Évangile notes.pdf", bytes }]),
      })
    ).json()
  ).documents;

  const whole = await request.get(`/api/documents/${doc.id}/download`);
  expect(whole.status()).toBe(200);
  expect(whole.headers()["content-type"]).toBe("application/pdf");
  expect(whole.headers()["content-disposition"]).toBe(
    `inline; filename="_vangile notes.pdf"; filename*=UTF-8''%C3%89vangile%20notes.pdf`,
  );
  expect(whole.headers()["accept-ranges"]).toBe("bytes");
  expect(whole.headers()["cache-control"]).toContain("public");
  expect(Buffer.compare(await whole.body(), Buffer.from(bytes))).toBe(0);

  const part = await request.get(`/api/documents/${doc.id}/download`, { headers: { Range: "bytes=0-9" } });
  expect(part.status()).toBe(206);
  expect(part.headers()["content-range"]).toBe(`bytes 0-9/${bytes.length}`);
  expect((await part.body()).toString()).toBe(Buffer.from(bytes.slice(0, 10)).toString());
  const tail = await request.get(`/api/documents/${doc.id}/download`, { headers: { Range: "bytes=-5" } });
  expect(tail.status()).toBe(206);
  expect((await tail.body()).length).toBe(5);
  expect(
    (await request.get(`/api/documents/${doc.id}/download`, { headers: { Range: `bytes=${bytes.length}-` } })).status(),
  ).toBe(416);
  expect(
    (
      await request.get(`/api/documents/${doc.id}/download`, { headers: { "If-None-Match": whole.headers()["etag"] } })
    ).status(),
  ).toBe(304);

  const attachment = await request.get(`/api/documents/${doc.id}/download?download`);
  expect(attachment.headers()["content-disposition"]).toMatch(/^attachment;/);
  expect((await request.get("/api/documents/999999/download")).status()).toBe(404);
  expect((await request.get("/api/documents/abc/download")).status()).toBe(404);
});

test("a zip bomb is stored with a note that no text could be read, and the server keeps answering meanwhile", async ({
  request,
  as,
}) => {
  const bomb = await makeZipBomb(1024 * 1024 * 1024);
  const upload = as.editor.post("/api/documents", {
    multipart: form({ categoryId: String(folderId) }, [
      { name: "bomb.docx", bytes: bomb },
      { name: "many-parts.docx", bytes: makeManyEntryZip(10_001) },
    ]),
  });
  const meanwhile = await request.get("/api/settings");
  expect(meanwhile.status()).toBe(200);
  const response = await upload;
  expect(response.status()).toBe(201);
  const documents: { extractionNote: string | null; status: string }[] = (await response.json()).documents;
  expect(documents).toHaveLength(2);
  for (const doc of documents) {
    expect(doc.extractionNote).toBe("No text could be read from this file. It may be damaged or password-protected.");
    expect(doc.status).toBe("failed");
  }
});

test("a damaged or password-protected PDF is stored with a note that no text could be read, never a 500", async ({
  as,
}) => {
  const response = await as.editor.post("/api/documents", {
    multipart: form({ categoryId: String(folderId) }, [
      { name: "broken.pdf", bytes: "%PDF-1.4\nnot really a pdf" },
      { name: "locked.pdf", bytes: await makePasswordProtectedPdf() },
    ]),
  });
  expect(response.status()).toBe(201);
  const documents: { extractionNote: string | null }[] = (await response.json()).documents;
  for (const doc of documents)
    expect(doc.extractionNote).toBe("No text could be read from this file. It may be damaged or password-protected.");
});

test("an old Word .doc has its text read and indexed", async ({ as }) => {
  const response = await as.editor.post("/api/documents", {
    multipart: form({ categoryId: String(folderId) }, [
      { name: "minutes.doc", bytes: makeDoc(["Minutes of the elders", "On the Nazarite vow"]) },
    ]),
  });
  expect(response.status()).toBe(201);
  const [doc] = (await response.json()).documents;
  expect(doc.extractionNote).toBeNull();
  expect(await searchDocuments("Nazarite")).toEqual([doc.id]);
});

test("invalid uploads are refused with 400, 413 or 415 and leave no row and no file", async ({ as }) => {
  const before = await storedFiles();
  const noFolder = await as.editor.post("/api/documents", { multipart: form({}, [{ name: "a.txt", bytes: "text" }]) });
  expect(noFolder.status()).toBe(400);
  expect((await noFolder.json()).message).toBe("Please select files and a folder");

  const noFiles = await as.editor.post("/api/documents", { multipart: form({ categoryId: String(folderId) }) });
  expect(noFiles.status()).toBe(400);
  expect((await noFiles.json()).message).toBe("Please select files and a folder");

  const missingFolder = await as.editor.post("/api/documents", {
    multipart: form({ categoryId: "999999" }, [{ name: "a.txt", bytes: "text" }]),
  });
  expect(missingFolder.status()).toBe(400);

  const wrongType = await as.editor.post("/api/documents", {
    multipart: form({ categoryId: String(folderId) }, [{ name: "tool.exe", bytes: "MZ" }]),
  });
  expect(wrongType.status()).toBe(415);
  expect((await wrongType.json()).message).toContain('"tool.exe" is not an accepted file type.');

  // One good file and one renamed image: the whole upload is refused.
  const renamed = await as.editor.post("/api/documents", {
    multipart: form({ categoryId: String(folderId) }, [
      { name: "fine.txt", bytes: "fine" },
      { name: "photo.pdf", bytes: TINY_PNG },
    ]),
  });
  expect(renamed.status()).toBe(415);
  expect((await renamed.json()).message).toBe(
    '"photo.pdf" does not look like a .pdf file. Check that the file is not damaged or renamed.',
  );

  const json = await as.editor.post("/api/documents", { data: { categoryId: folderId } });
  expect(json.status()).toBe(415);

  const tooBig = await as.editor.post("/api/documents", {
    multipart: form({ categoryId: String(folderId) }, [
      { name: "huge.txt", bytes: new Uint8Array(50 * 1024 * 1024 + 1).fill(97) },
    ]),
  });
  expect(tooBig.status()).toBe(413);
  expect((await tooBig.json()).message).toBe('"huge.txt" is larger than the 50 MB upload limit.');
  expect(await storedFiles()).toBe(before);
});

test("PATCH moves a document between folders; DELETE removes it, its passages and its file", async ({
  request,
  as,
}) => {
  const [doc] = (
    await (
      await as.editor.post("/api/documents", {
        multipart: form({ categoryId: String(folderId) }, [
          { name: "move.txt", bytes: "Zerubbabel rebuilt the temple" },
        ]),
      })
    ).json()
  ).documents;

  const moved = await as.editor.patch(`/api/documents/${doc.id}`, { data: { categoryId: otherFolderId } });
  expect(moved.status()).toBe(200);
  expect((await moved.json()).categoryId).toBe(otherFolderId);
  expect((await as.editor.patch(`/api/documents/${doc.id}`, { data: { categoryId: 999999 } })).status()).toBe(400);
  const invalid = await as.editor.patch(`/api/documents/${doc.id}`, { data: { categoryId: "none" } });
  expect(invalid.status()).toBe(400);
  expect((await invalid.json()).errors.categoryId).toBeDefined();
  expect((await as.editor.patch("/api/documents/999999", { data: { categoryId: folderId } })).status()).toBe(404);

  expect(await searchDocuments("Zerubbabel")).toEqual([doc.id]);
  expect((await as.editor.delete(`/api/documents/${doc.id}`)).status()).toBe(200);
  expect(await searchDocuments("Zerubbabel")).toEqual([]);
  expect((await request.get(`/api/documents/${doc.id}/download`)).status()).toBe(404);
  expect((await as.editor.get(`/api/documents/${doc.id}`)).status()).toBe(404);
  expect((await as.editor.delete(`/api/documents/${doc.id}`)).status()).toBe(404);
});

test("GET /api/documents lists each document with its content (requirements §3), and pages on request without changing the list's shape", async ({
  as,
  removeAfter,
}) => {
  const texts = [
    "First teaching on grace." + " Grace abounds.".repeat(20),
    "Second teaching on faith.",
    "Third teaching on hope.",
  ];
  const response = await as.editor.post("/api/documents", {
    multipart: form(
      { categoryId: String(otherFolderId) },
      texts.map((text, i) => ({ name: `paged-${i}.txt`, bytes: text })),
    ),
  });
  expect(response.status()).toBe(201);
  const ids = ((await response.json()).documents as { id: number }[]).map((d) => d.id);
  for (const id of ids) removeAfter(as.editor, `/api/documents/${id}`);

  // The spec's client: a plain list; the preview is the content's first 100 characters.
  const all: { id: number; content: string; preview: string; title: string }[] = await (
    await as.editor.get("/api/documents")
  ).json();
  expect(Array.isArray(all)).toBe(true);
  const first = all.find((d) => d.id === ids[0])!;
  expect(first.content).toBe(texts[0]);
  expect(first.preview).toBe(texts[0].slice(0, 100));

  // Paged: still a plain list, the totals in headers.
  const page1 = await as.editor.get(`/api/documents?categoryId=${otherFolderId}&page=1&pageSize=2`);
  expect(page1.status()).toBe(200);
  const items1: { id: number; content: string }[] = await page1.json();
  expect(items1.map((d) => d.id)).toEqual([ids[2], ids[1]]);
  expect(items1[0].content).toBe(texts[2]);
  expect(page1.headers()["x-total-count"]).toBe("3");
  expect(page1.headers()["x-page"]).toBe("1");
  expect(page1.headers()["x-page-size"]).toBe("2");
  expect(page1.headers()["link"]).toContain(`rel="next"`);
  const page2: { id: number }[] = await (
    await as.editor.get(`/api/documents?categoryId=${otherFolderId}&page=2&pageSize=2`)
  ).json();
  expect(page2.map((d) => d.id)).toEqual([ids[0]]);
  expect(await (await as.editor.get(`/api/documents?categoryId=${otherFolderId}&page=9&pageSize=2`)).json()).toEqual(
    [],
  );
  const defaultSize = await as.editor.get(`/api/documents?page=1`);
  expect(defaultSize.headers()["x-page-size"]).toBe("50");

  // The admin screen's lighter list: no content.
  const summary: Record<string, unknown>[] = await (
    await as.editor.get(`/api/documents?categoryId=${otherFolderId}&fields=summary`)
  ).json();
  expect(summary).toHaveLength(3);
  for (const row of summary) expect(row).not.toHaveProperty("content");

  for (const query of ["page=0", "page=abc", "pageSize=101", "pageSize=0", "pageSize=-5", "fields=everything"]) {
    const bad = await as.editor.get(`/api/documents?${query}`);
    expect(bad.status(), query).toBe(400);
    expect((await bad.json()).message, query).toBeTruthy();
  }
});
