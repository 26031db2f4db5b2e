// Site search against the real test Postgres: the chatbot's index and ranking, one result per
// page, verse references in any language, the kind filter, pages of results and no drafts.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: vi.fn(), cacheLife: vi.fn() }));

import { db } from "@/lib/db";
import { createBooklet } from "@/lib/data/booklets";
import { publishBooklet, saveBookletDraft } from "@/lib/data/booklet-drafts";
import { createDocuments } from "@/lib/data/documents";
import { prepareChunks, preparePage } from "@/lib/knowledge/indexing";
import { resetRetrievalCaches } from "@/lib/knowledge/retrieval";
import { parseSearchRequest, SEARCH_PAGE_SIZE, type SearchRequest } from "@/lib/search/query";
import { searchSite } from "@/lib/search/site-search";
import { bookletSnapshot } from "@/tests/support/booklet-snapshot";

const editor = { id: null, name: "edith" };
let publishedId = 0;
let draftOnlyId = 0;
let documentId = 0;

const snapshot = bookletSnapshot;

const request = (q: string, change: Partial<SearchRequest> = {}): SearchRequest => ({
  q,
  kind: null,
  page: 1,
  ...change,
});
const hrefs = async (q: string, locale: "en" | "es" = "en", change: Partial<SearchRequest> = {}) =>
  (await searchSite(request(q, change), locale)).hits.map((hit) => hit.href);

beforeAll(async () => {
  // The results are exactly this file's pages: other files' passages would be found too.
  await db.knowledgeChunk.deleteMany();
  const booklet = await createBooklet({ title: "Searchable", description: "", imageUrl: "" });
  publishedId = booklet.id;
  await saveBookletDraft(
    booklet.id,
    snapshot("Searchable", [
      { title: "Love", content: "<p>For God so loved the world (John 3:16): the quizzical lantern of love.</p>" },
      {
        title: "Amor",
        content: "<p>Porque de tal manera amó Dios al mundo (Juan 3:16), dice el quizzical evangelio.</p>",
      },
      { title: "Other", content: "<p>Nothing about that verse here, only <b>quizzical</b> &lt;script&gt; words.</p>" },
    ]),
    editor,
  );
  await publishBooklet(booklet.id, { actor: editor, note: "", prepare: preparePage });
  // A booklet that was never published: its words are in a draft only.
  const draftOnly = await createBooklet({ title: "Unpublished", description: "", imageUrl: "" });
  draftOnlyId = draftOnly.id;
  await saveBookletDraft(
    draftOnly.id,
    snapshot("Unpublished", [{ title: "Secret", content: "<p>The zorblax draft cites John 3:16 and quizzical.</p>" }]),
    editor,
  );
  const category = await db.category.create({ data: { name: "Search", slug: `search-${Date.now()}` } });
  [{ id: documentId }] = await createDocuments(
    [
      {
        title: "Quizzical notes",
        content: "A teaching document: quizzical thoughts on John 3:16 and the love of God.",
        documentType: "txt",
        mimeType: "text/plain",
        size: 80,
        originalName: "notes.txt",
        storageKey: `test/search-${Date.now()}`,
        extractionNote: null,
        categoryId: category.id,
      },
    ],
    prepareChunks,
  );
  resetRetrievalCaches();
});

afterAll(async () => {
  await db.booklet.deleteMany({ where: { id: { in: [publishedId, draftOnlyId] } } });
  await db.contentDraft.deleteMany();
  await db.contentVersion.deleteMany();
  await db.document.deleteMany({ where: { id: documentId } });
  await db.category.deleteMany({ where: { slug: { startsWith: "search-" } } });
});

describe("site search", () => {
  it("finds every page citing a verse, whichever language names it, with a deep link in the visitor's language", async () => {
    const english = await hrefs("John 3:16");
    const spanish = await hrefs("Juan 3:16", "es");
    // Other test files' documents may cite the verse too (one database): these three must be there.
    expect(english).toEqual(
      expect.arrayContaining([
        `/api/documents/${documentId}/download`,
        `/booklets/${publishedId}?page=1`,
        `/booklets/${publishedId}?page=2`,
      ]),
    );
    expect(english).not.toContain(`/booklets/${publishedId}?page=3`);
    expect(spanish.map((href) => href.replace(/^\/es/, "")).sort()).toEqual([...english].sort());
    expect(spanish).toContain(`/es/booklets/${publishedId}?page=2`);
    // Each excerpt marks the citation in its own language's words, all read in one pass.
    const { hits } = await searchSite(request("Juan 3:16"), "es");
    const marks = hits.map((hit) => hit.snippet.filter((segment) => segment.mark).map((segment) => segment.text));
    expect(marks.flat().sort()).toEqual(["John 3:16", "John 3:16", "Juan 3:16"]);
    expect(marks.every((marked) => marked.length === 1)).toBe(true);
    expect(hits).toHaveLength(3);
  });

  it("marks the cited verse and the matched words in a snippet of plain text", async () => {
    const { hits } = await searchSite(request("quizzical John 3:16"), "en");
    const love = hits.find((hit) => hit.href === `/booklets/${publishedId}?page=1`);
    expect(love?.snippet.filter((segment) => segment.mark).map((segment) => segment.text)).toEqual([
      "John 3:16",
      "quizzical",
    ]);
    const other = hits.find((hit) => hit.href === `/booklets/${publishedId}?page=3`);
    // The passage's text arrives as text: what looked like a tag is words, never markup.
    expect(other?.snippet.map((segment) => segment.text).join("")).toContain("<script>");
  });

  it("never finds a draft", async () => {
    expect(await hrefs("zorblax")).toEqual([]);
    // A draft of the published booklet with new words: still not on the site, so not found.
    await saveBookletDraft(
      publishedId,
      snapshot("Searchable", [{ title: "Love", content: "<p>A flibbertigibbet draft line.</p>" }]),
      editor,
    );
    expect(await hrefs("flibbertigibbet")).toEqual([]);
    expect((await hrefs("zorblax quizzical")).every((href) => !href.includes(`/booklets/${draftOnlyId}`))).toBe(true);
  });

  it("filters by kind and counts each kind", async () => {
    const all = await searchSite(request("quizzical"), "en");
    expect(all.counts).toEqual({ book: 0, booklet: 3, document: 1, teaching: 0 });
    const documents = await searchSite(request("quizzical", { kind: "document" }), "en");
    expect(documents.hits.map((hit) => [hit.kind, hit.href])).toEqual([
      ["document", `/api/documents/${documentId}/download`],
    ]);
    expect(documents.total).toBe(1);
    expect(documents.counts).toEqual(all.counts);
  });

  it("pages through results, one per page of the site", async () => {
    const first = await searchSite(request("quizzical"), "en");
    expect(first.pages).toBe(Math.ceil(first.total / SEARCH_PAGE_SIZE));
    expect(new Set(first.hits.map((hit) => hit.href)).size).toBe(first.hits.length);
    const beyond = await searchSite(request("quizzical", { page: 2 }), "en");
    expect(beyond.hits).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it("reads any URL without failing: an empty query searches nothing", async () => {
    expect(
      await searchSite(
        parseSearchRequest(() => undefined),
        "en",
      ),
    ).toEqual({
      hits: [],
      counts: { book: 0, booklet: 0, document: 0, teaching: 0 },
      total: 0,
      pages: 0,
    });
    const odd = parseSearchRequest((name) => ({ q: "  ' & | ! ( ) :* <> ", kind: "x", page: "-3" })[name]);
    expect(odd).toEqual({ q: "' & | ! ( ) :* <>", kind: null, page: 1 });
    await expect(searchSite(odd, "en")).resolves.toMatchObject({ total: 0 });
  });
});
