import { expect, test } from "../support/fixtures";
import {
  createTestBooklet,
  deleteTestBooklet,
  publishTestBooklet,
  uniqueTitle,
  withFullSite,
} from "../support/booklets";
import { MAX_BOOKLETS, TOO_MANY_BOOKLETS } from "@/lib/validation/booklets";

test("GET /api/booklets is public and lists the seeded sample booklets with totalPages", async ({ as }) => {
  const response = await as.anonymous.get("/api/booklets");
  expect(response.status()).toBe(200);
  const booklets: Record<string, unknown>[] = await response.json();
  const sample = booklets.find((b) => b.title === "A New Creation (Sample Booklet)");
  expect(sample).toEqual({
    id: expect.any(Number),
    title: "A New Creation (Sample Booklet)",
    description: expect.stringContaining("Sample booklet"),
    imageUrl: null,
    totalPages: 3,
    createdAt: expect.any(String),
  });
});

test("the seed holds two sample booklets of a few pages each, with popovers, marked as sample content", async ({
  as,
}) => {
  const booklets: { id: number; title: string; description: string; totalPages: number }[] = await (
    await as.anonymous.get("/api/booklets")
  ).json();
  const samples = booklets.filter((b) => b.title.endsWith("(Sample Booklet)"));
  expect(samples.map((b) => b.title).sort()).toEqual([
    "A New Creation (Sample Booklet)",
    "Grace and Faith (Sample Booklet)",
  ]);
  for (const sample of samples) {
    expect(sample.description).toMatch(/^Sample booklet:/);
    expect(sample.totalPages).toBeGreaterThanOrEqual(2);
    const pages: { id: number; content: string }[] = await (
      await as.anonymous.get(`/api/booklets/${sample.id}/pages`)
    ).json();
    expect(pages).toHaveLength(sample.totalPages);
    for (const page of pages) expect(page.content).toContain("Sample booklet page");
    const popovers = await Promise.all(
      pages.map(
        async (page) => (await (await as.anonymous.get(`/api/booklet-pages/${page.id}/popovers`)).json()).length,
      ),
    );
    expect(
      popovers.reduce((a, b) => a + b, 0),
      sample.title,
    ).toBeGreaterThan(0);
  }
});

test("an editor creates a booklet, adds, reorders and deletes pages, and manages popovers", async ({ as }) => {
  const title = uniqueTitle("API booklet");
  const created = await as.editor.post("/api/booklets", {
    data: { title, description: "About it", imageUrl: "https://example.org/cover.png" },
  });
  expect(created.status()).toBe(201);
  const booklet = await created.json();
  expect(booklet).toEqual({
    id: expect.any(Number),
    title,
    description: "About it",
    imageUrl: "https://example.org/cover.png",
    totalPages: 0,
    createdAt: expect.any(String),
  });

  try {
    const ids: number[] = [];
    for (const pageTitle of ["One", "Two", "Three"]) {
      const response = await as.editor.post(`/api/booklets/${booklet.id}/pages`, {
        data: { title: pageTitle, content: `<p>${pageTitle}</p><script>alert(1)</script>` },
      });
      expect(response.status()).toBe(201);
      const page = await response.json();
      expect(page).toMatchObject({
        bookletId: booklet.id,
        title: pageTitle,
        content: `<p>${pageTitle}</p>`,
        position: ids.length + 1,
        pageNumber: null,
        imageUrl: null,
      });
      ids.push(page.id);
    }
    // A new booklet is a draft until published; the page API then edits what is on the site.
    expect((await as.anonymous.get(`/api/booklets/${booklet.id}`)).status()).toBe(404);
    await publishTestBooklet(as.editor, booklet.id);
    expect((await (await as.anonymous.get(`/api/booklets/${booklet.id}`)).json()).totalPages).toBe(3);

    const reordered = await as.editor.put(`/api/booklets/${booklet.id}/pages/order`, {
      data: { pageIds: [ids[2], ids[0], ids[1]] },
    });
    expect(reordered.status()).toBe(200);
    expect((await reordered.json()).map((p: { title: string; position: number }) => [p.title, p.position])).toEqual([
      ["Three", 1],
      ["One", 2],
      ["Two", 3],
    ]);
    const pages = await (await as.anonymous.get(`/api/booklets/${booklet.id}/pages`)).json();
    expect(pages.map((p: { title: string }) => p.title)).toEqual(["Three", "One", "Two"]);

    const patched = await as.editor.patch(`/api/booklet-pages/${ids[0]}`, {
      data: { pageNumber: 7, imageUrl: "/assets/images/one.webp" },
    });
    expect(await patched.json()).toMatchObject({
      title: "One",
      pageNumber: 7,
      imageUrl: "/assets/images/one.webp",
      content: "<p>One</p>",
    });
    expect(await (await as.anonymous.get(`/api/booklet-pages/${ids[0]}`)).json()).toMatchObject({
      id: ids[0],
      pageNumber: 7,
    });

    // Both spellings of requirements §7 reach the same popovers.
    const first = await as.editor.post(`/api/booklet-pages/${ids[0]}/popovers`, {
      data: { title: "Note", content: "Read John 3:16" },
    });
    expect(first.status()).toBe(201);
    const popover = await first.json();
    expect(popover).toEqual({
      id: expect.any(Number),
      pageId: ids[0],
      title: "Note",
      content: "<p>Read John 3:16</p>",
    });
    expect(
      (
        await as.editor.post(`/api/booket-pages/${ids[0]}/popovers`, {
          data: { title: "Second", content: "<b>bold</b>" },
        })
      ).status(),
    ).toBe(201);
    const viaBooklet = await (await as.anonymous.get(`/api/booklet-pages/${ids[0]}/popovers`)).json();
    const viaBooket = await (await as.anonymous.get(`/api/booket-pages/${ids[0]}/popovers`)).json();
    expect(viaBooklet.map((p: { title: string }) => p.title)).toEqual(["Note", "Second"]);
    expect(viaBooket).toEqual(viaBooklet);

    expect(
      await (
        await as.editor.patch(`/api/booklet-pages/${ids[0]}/popovers/${popover.id}`, { data: { title: "Renamed" } })
      ).json(),
    ).toMatchObject({ title: "Renamed" });
    // A popover is addressed through its own page only.
    expect((await as.editor.delete(`/api/booklet-pages/${ids[1]}/popovers/${popover.id}`)).status()).toBe(404);
    expect((await as.editor.delete(`/api/booklet-pages/${ids[0]}/popovers/${popover.id}`)).status()).toBe(200);
    expect(
      (await (await as.anonymous.get(`/api/booklet-pages/${ids[0]}/popovers`)).json()).map(
        (p: { title: string }) => p.title,
      ),
    ).toEqual(["Second"]);

    expect((await as.editor.delete(`/api/booklet-pages/${ids[2]}`)).status()).toBe(200);
    const remaining = await (await as.anonymous.get(`/api/booklets/${booklet.id}/pages`)).json();
    expect(remaining.map((p: { title: string; position: number }) => [p.title, p.position])).toEqual([
      ["One", 1],
      ["Two", 2],
    ]);

    const renamed = await as.editor.patch(`/api/booklets/${booklet.id}`, {
      data: { title: `${title} (edited)`, imageUrl: "" },
    });
    expect(await renamed.json()).toMatchObject({
      title: `${title} (edited)`,
      description: "About it",
      imageUrl: null,
      totalPages: 2,
    });
  } finally {
    await deleteTestBooklet(as.editor, booklet.id);
  }
});

test("DELETE /api/booklets/{id} removes the booklet with its pages and popovers", async ({ as }) => {
  const { id, pageIds } = await createTestBooklet(as.editor, { title: uniqueTitle("Doomed") }, [
    { title: "A", popovers: [{ title: "N1", content: "x" }] },
    { title: "B", popovers: [{ title: "N2", content: "y" }] },
  ]);
  const response = await as.editor.delete(`/api/booklets/${id}`);
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ success: true, message: "Booklet deleted successfully" });

  expect((await as.anonymous.get(`/api/booklets/${id}`)).status()).toBe(404);
  expect((await as.anonymous.get(`/api/booklets/${id}/pages`)).status()).toBe(404);
  for (const pageId of pageIds) {
    expect((await as.anonymous.get(`/api/booklet-pages/${pageId}`)).status()).toBe(404);
    expect((await as.anonymous.get(`/api/booklet-pages/${pageId}/popovers`)).status()).toBe(404);
  }
  const list: { id: number }[] = await (await as.anonymous.get("/api/booklets")).json();
  expect(list.map((b) => b.id)).not.toContain(id);
  expect((await as.editor.delete(`/api/booklets/${id}`)).status()).toBe(404);
});

test("bad input is a 400 with the spec's words, never a 500", async ({ as }) => {
  const missingTitle = await as.editor.post("/api/booklets", { data: { description: "No title" } });
  expect(missingTitle.status()).toBe(400);
  expect(await missingTitle.json()).toEqual({ message: "Title is required", errors: { title: ["Title is required"] } });
  expect((await as.editor.post("/api/booklets", { data: { title: "   " } })).status()).toBe(400);
  expect(
    (await as.editor.post("/api/booklets", { data: { title: "x", imageUrl: "javascript:alert(1)" } })).status(),
  ).toBe(400);
  expect(
    (
      await as.editor.post("/api/booklets", { headers: { "Content-Type": "application/json" }, data: "{not json" })
    ).status(),
  ).toBe(400);

  const { id, pageIds } = await createTestBooklet(as.editor, { title: uniqueTitle("Validation") }, [
    { title: "A" },
    { title: "B" },
  ]);
  try {
    expect((await as.editor.patch(`/api/booklets/${id}`, { data: {} })).status()).toBe(400);
    expect((await as.editor.post(`/api/booklets/${id}/pages`, { data: { content: "<p>no title</p>" } })).status()).toBe(
      400,
    );
    expect((await as.editor.patch(`/api/booklet-pages/${pageIds[0]}`, { data: { pageNumber: 1.5 } })).status()).toBe(
      400,
    );
    const partialOrder = await as.editor.put(`/api/booklets/${id}/pages/order`, { data: { pageIds: [pageIds[0]] } });
    expect(partialOrder.status()).toBe(400);
    expect((await partialOrder.json()).errors.pageIds).toBeDefined();
    expect(
      (
        await as.editor.put(`/api/booklets/${id}/pages/order`, { data: { pageIds: [pageIds[0], pageIds[0]] } })
      ).status(),
    ).toBe(400);
    const noContent = await as.editor.post(`/api/booklet-pages/${pageIds[0]}/popovers`, { data: { title: "Note" } });
    expect(noContent.status()).toBe(400);
    expect((await noContent.json()).errors).toEqual({ content: ["Content is required"] });
    // Nesting the sanitiser's parser reads in quadratic time is refused on every HTML field (security review 5).
    const deep = "<b>".repeat(66_000);
    for (const [path, data] of [
      [`/api/booklets/${id}/pages`, { title: "Deep", content: deep }],
      [`/api/booklet-pages/${pageIds[0]}/popovers`, { title: "Deep", content: deep.slice(0, 15_000) }],
    ] as const) {
      const started = Date.now();
      const refused = await as.editor.post(path, { data });
      expect(refused.status(), path).toBe(400);
      expect(Object.keys((await refused.json()).errors ?? {}), path).toEqual(["content"]);
      expect(Date.now() - started, path).toBeLessThan(2_000);
    }
    expect((await as.editor.patch(`/api/booklet-pages/${pageIds[0]}`, { data: { content: deep } })).status()).toBe(400);
  } finally {
    await deleteTestBooklet(as.editor, id);
  }
});

test("missing and malformed ids are 404", async ({ as }) => {
  for (const path of [
    "/api/booklets/999999",
    "/api/booklets/abc",
    "/api/booklets/0",
    "/api/booklets/999999/pages",
    "/api/booklet-pages/999999",
    "/api/booklet-pages/999999/popovers",
    "/api/booket-pages/abc/popovers",
  ]) {
    const response = await as.anonymous.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  }
});

test("mutations need an editor: 401 without a session, 403 for a pending account", async ({ as }) => {
  const body = { data: { title: "Should not exist" } };
  expect((await as.anonymous.post("/api/booklets", body)).status()).toBe(401);
  expect((await as.pending.post("/api/booklets", body)).status()).toBe(403);
  const list: { title: string }[] = await (await as.anonymous.get("/api/booklets")).json();
  expect(list.map((b) => b.title)).not.toContain("Should not exist");
});

test("POST /api/booklet-pages/preview returns the content as saving would store it", async ({ as }) => {
  const response = await as.editor.post("/api/booklet-pages/preview", {
    data: { content: `Plain line\n\n<img src=x onerror=alert(1)>` },
  });
  expect(response.status()).toBe(200);
  const { html } = await response.json();
  expect(html).not.toContain("onerror");
  expect(
    (await (await as.editor.post("/api/booklet-pages/preview", { data: { content: "Just text" } })).json()).html,
  ).toBe("<p>Just text</p>");
});

test("GET /api/booklets pages with page and pageSize, the totals in headers; bad values are 400", async ({ as }) => {
  const whole = await as.anonymous.get("/api/booklets");
  const all: { id: number }[] = await whole.json();
  expect(whole.headers()["x-total-count"]).toBe(String(all.length));
  expect(whole.headers()["x-page-size"]).toBe(String(MAX_BOOKLETS));

  const second = await as.anonymous.get("/api/booklets?page=2&pageSize=1");
  expect(second.status()).toBe(200);
  expect((await second.json()).map((b: { id: number }) => b.id)).toEqual([all[1].id]);
  expect(second.headers()).toMatchObject({ "x-page": "2", "x-page-size": "1", "x-total-count": String(all.length) });
  expect(second.headers().link).toContain('</api/booklets?page=1&pageSize=1>; rel="prev"');
  // Other parameters are not repeated into the links (10 KB of them made a 91 KB header).
  const padded = await as.anonymous.get(`/api/booklets?page=2&pageSize=1&x=${"<".repeat(3_000)}`);
  expect(padded.headers().link).toBe(second.headers().link);
  expect(await (await as.anonymous.get("/api/booklets?page=1000000&pageSize=500")).json()).toEqual([]);

  for (const query of ["page=abc", "page=0", "page=-1", "page=1.5", "page=1000001", "pageSize=0", "pageSize=501"]) {
    const response = await as.anonymous.get(`/api/booklets?${query}`);
    expect(response.status(), query).toBe(400);
    expect(await response.json(), query).toEqual({ message: expect.any(String), errors: expect.any(Object) });
  }
});

test(`a site holds at most ${MAX_BOOKLETS} booklets: the next is 409 with the reason`, async ({ as }) => {
  await withFullSite(as.editor, async () => {
    const refused = await as.editor.post("/api/booklets", { data: { title: "One too many" } });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toEqual({ message: TOO_MANY_BOOKLETS });
    const staffList = await as.editor.get("/api/booklets");
    expect(staffList.headers()["x-total-count"]).toBe(String(MAX_BOOKLETS));
    expect(await staffList.json()).toHaveLength(MAX_BOOKLETS);
  });
});
