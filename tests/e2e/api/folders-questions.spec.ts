import { expect, test } from "../support/fixtures";
import { form } from "../../support/files";

test("folders: create, refuse duplicates and bad input, rename, and delete (refused when not empty on request)", async ({
  as,
  removeAfter,
}) => {
  const slug = `api-folder-${Date.now()}`;
  const created = await as.editor.post("/api/categories", { data: { name: "API Folder", slug } });
  expect(created.status()).toBe(201);
  const folder = await created.json();
  removeAfter(as.editor, `/api/categories/${folder.id}`);
  expect(folder).toMatchObject({ name: "API Folder", slug, documentsCount: 0 });

  const duplicate = await as.editor.post("/api/categories", { data: { name: "Again", slug } });
  expect(duplicate.status()).toBe(409);
  expect((await duplicate.json()).errors.slug).toEqual(["A folder with that slug already exists."]);
  const empty = await as.editor.post("/api/categories", { data: { name: "", slug: "" } });
  expect(empty.status()).toBe(400);
  expect((await empty.json()).message).toBe("Please enter a folder name and slug");
  const badSlug = await as.editor.post("/api/categories", { data: { name: "X", slug: "Not A Slug" } });
  expect((await badSlug.json()).message).toBe("Lowercase letters, numbers and hyphens only");

  const renamed = await as.editor.patch(`/api/categories/${folder.id}`, {
    data: { name: "API Folder 2", slug: `${slug}-2` },
  });
  expect(renamed.status()).toBe(200);
  expect((await renamed.json()).slug).toBe(`${slug}-2`);
  expect((await as.editor.patch("/api/categories/999999", { data: { name: "X", slug: "x-missing" } })).status()).toBe(
    404,
  );

  const [doc] = (
    await (
      await as.editor.post("/api/documents", {
        multipart: form({ categoryId: String(folder.id) }, [{ name: "kept.txt", bytes: "kept" }]),
      })
    ).json()
  ).documents;
  removeAfter(as.editor, `/api/documents/${doc.id}`);
  const listed: { id: number; documentsCount: number }[] = await (await as.editor.get("/api/categories")).json();
  expect(listed.find((c) => c.id === folder.id)?.documentsCount).toBe(1);

  const refused = await as.editor.delete(`/api/categories/${folder.id}?onlyIfEmpty=true`);
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe(
    "Cannot delete a folder that contains documents. Move or delete the documents first.",
  );
  expect((await as.editor.delete(`/api/categories/${folder.id}`)).status()).toBe(200);
  expect((await (await as.editor.get(`/api/documents/${doc.id}`)).json()).categoryId).toBeNull();
  expect((await as.editor.delete(`/api/categories/${folder.id}`)).status()).toBe(404);
});

test("folders: reference material is an optional mark that the spec's {name, slug} calls keep; 401/403/400 around it", async ({
  as,
  removeAfter,
}) => {
  const slug = `api-reference-${Date.now()}`;
  const created = await as.editor.post("/api/categories", { data: { name: "Bible", slug, isReference: true } });
  expect(created.status()).toBe(201);
  const folder = await created.json();
  removeAfter(as.editor, `/api/categories/${folder.id}`);
  expect(folder).toMatchObject({ name: "Bible", slug, isReference: true, documentsCount: 0 });

  // The spec's rename sends only name and slug: the mark stays.
  const renamed = await as.editor.patch(`/api/categories/${folder.id}`, { data: { name: "Bible (KJV)", slug } });
  expect(renamed.status()).toBe(200);
  expect(await renamed.json()).toMatchObject({ name: "Bible (KJV)", isReference: true });
  const listed: { id: number; isReference: boolean }[] = await (await as.editor.get("/api/categories")).json();
  expect(listed.find((c) => c.id === folder.id)?.isReference).toBe(true);

  const invalid = await as.editor.patch(`/api/categories/${folder.id}`, {
    data: { name: "Bible", slug, isReference: "yes" },
  });
  expect(invalid.status()).toBe(400);
  expect((await invalid.json()).message).toBe("Reference material must be true or false");
  expect(
    (
      await as.anonymous.patch(`/api/categories/${folder.id}`, { data: { name: "X", slug, isReference: false } })
    ).status(),
  ).toBe(401);
  expect(
    (
      await as.pending.patch(`/api/categories/${folder.id}`, { data: { name: "X", slug, isReference: false } })
    ).status(),
  ).toBe(403);

  const unmarked = await as.editor.patch(`/api/categories/${folder.id}`, {
    data: { name: "Bible", slug, isReference: false },
  });
  expect((await unmarked.json()).isReference).toBe(false);
  // A folder made the spec's way is no reference.
  const plain = await (
    await as.editor.post("/api/categories", { data: { name: "Plain", slug: `${slug}-plain` } })
  ).json();
  removeAfter(as.editor, `/api/categories/${plain.id}`);
  expect(plain.isReference).toBe(false);
});

test("questions: add with an optional approved answer, validate, count, update the answer and delete", async ({
  as,
  removeAfter,
}) => {
  const folder = await (
    await as.editor.post("/api/categories", { data: { name: "Q folder", slug: `q-folder-${Date.now()}` } })
  ).json();
  removeAfter(as.editor, `/api/categories/${folder.id}`);
  const [doc] = (
    await (
      await as.editor.post("/api/documents", {
        multipart: form({ categoryId: String(folder.id) }, [{ name: "Grace.txt", bytes: "On grace" }]),
      })
    ).json()
  ).documents;
  removeAfter(as.editor, `/api/documents/${doc.id}`);
  const before = (await (await as.editor.get("/api/questions/count")).json()).count;

  const created = await as.editor.post("/api/questions", {
    data: { question: "What is grace?", documentId: doc.id, answer: "God's undeserved favour." },
  });
  expect(created.status()).toBe(201);
  const question = await created.json();
  removeAfter(as.editor, `/api/questions/${question.id}`);
  expect(question).toMatchObject({
    question: "What is grace?",
    documentId: doc.id,
    documentTitle: "Grace",
    answer: "God's undeserved favour.",
  });
  expect((await (await as.editor.get("/api/questions/count")).json()).count).toBe(before + 1);

  for (const data of [{ question: "", documentId: doc.id }, { question: "Why?" }, {}]) {
    const invalid = await as.editor.post("/api/questions", { data });
    expect(invalid.status()).toBe(400);
    expect((await invalid.json()).message).toBe("Please enter a question and select a document");
  }
  expect((await as.editor.post("/api/questions", { data: { question: "Why?", documentId: 999999 } })).status()).toBe(
    400,
  );

  const listed: { id: number }[] = await (await as.editor.get("/api/questions")).json();
  expect(listed[0].id).toBe(question.id);
  const cleared = await as.editor.patch(`/api/questions/${question.id}`, { data: { answer: "" } });
  expect((await cleared.json()).answer).toBeNull();
  expect((await as.editor.patch(`/api/questions/${question.id}`, { data: { answer: 42 } })).status()).toBe(400);

  expect((await as.editor.delete(`/api/questions/${question.id}`)).status()).toBe(200);
  expect((await as.editor.delete(`/api/questions/${question.id}`)).status()).toBe(404);
});
