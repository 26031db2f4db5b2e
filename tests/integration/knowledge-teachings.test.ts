// A published teaching's title, summary and notes are the chatbot's passages and site search's
// results, cited with a link to its page; a draft has none, and unpublishing or deleting removes
// them. Against the real test Postgres.
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), cacheTag: vi.fn(), cacheLife: vi.fn() }));

import { db } from "@/lib/db";
import { CONTENT_KINDS } from "@/lib/content/workflow";
import { createTeaching, deleteTeaching } from "@/lib/data/teachings";
import { indexUnindexedTeachings } from "@/lib/knowledge/backfill";
import { resetRetrievalCaches } from "@/lib/knowledge/retrieval";
import { searchSite } from "@/lib/search/site-search";
import type { SearchRequest } from "@/lib/search/query";
import { teachingSnapshotSchema, type TeachingSnapshotInput } from "@/lib/validation/teachings";
import { askChatbot } from "@/tests/support/knowledge";

const editor = { id: null, name: "edith" };
const admin = { role: "admin" as const };
const kind = CONTENT_KINDS.teaching;

const NOTES = "<p>The vinedresser prunes every quillwort branch that bears fruit, so that it will bear more fruit.</p>";

async function draftTeaching(values: Partial<TeachingSnapshotInput> & { title: string; slug: string }) {
  const { id } = await createTeaching({ title: values.title, slug: values.slug, date: "2026-11-01" });
  await kind.save(id, teachingSnapshotSchema.parse({ date: "2026-11-01", ...values }) as never, editor);
  return id;
}

async function publish(id: number) {
  await kind.publish(id, { actor: editor, note: "" });
  resetRetrievalCaches();
}

const search = (q: string, change: Partial<SearchRequest> = {}, locale: "en" | "es" = "en") =>
  searchSite({ q, kind: null, page: 1, ...change }, locale);

const passagesOf = (id: number) => db.knowledgeChunk.count({ where: { teachingId: id } });

afterEach(async () => {
  await db.teaching.deleteMany();
  await db.contentDraft.deleteMany({ where: { entityType: "teaching" } });
  await db.contentVersion.deleteMany({ where: { entityType: "teaching" } });
  resetRetrievalCaches();
});
afterAll(async () => {
  await db.chatConversation.deleteMany();
});

describe("a teaching in the chatbot's knowledge and site search", () => {
  it("is cited by the chatbot with its title and page once published", async () => {
    const id = await draftTeaching({
      title: "The true vine",
      slug: "true-vine",
      scripture: "John 15:1-8",
      summary: "Abiding in the vine.",
      notes: NOTES,
    });
    await publish(id);

    const reply = await askChatbot("Why does the vinedresser prune the quillwort branch?");
    expect(reply.message.outcome).toBe("extractive");
    expect(reply.message.answer).toContain("prunes every quillwort branch");
    expect(reply.message.sources).toContainEqual(
      expect.objectContaining({
        title: "The true vine",
        url: "/teachings/true-vine",
        label: { kind: "teaching", title: "The true vine" },
      }),
    );
  });

  it("is found by site search under its own kind, by its title, summary and notes, in the visitor's language", async () => {
    const id = await draftTeaching({
      title: "Zephyrine mercy",
      slug: "zephyrine-mercy",
      scripture: "John 15:1-8",
      summary: "A word on the marigoldish harvest.",
      notes: NOTES,
    });
    await publish(id);

    for (const word of ["zephyrine", "marigoldish", "quillwort"]) {
      const result = await search(word, { kind: "teaching" });
      expect(result.hits.map((hit) => hit.href)).toEqual(["/teachings/zephyrine-mercy"]);
      expect(result.counts.teaching).toBe(1);
    }
    const [hit] = (await search("quillwort", {}, "es")).hits;
    expect(hit).toMatchObject({
      kind: "teaching",
      href: "/es/teachings/zephyrine-mercy",
      label: { kind: "teaching", title: "Zephyrine mercy" },
    });
    expect((await search("quillwort", { kind: "booklet" })).hits).toEqual([]);
  });

  it("has no passages while it is a draft", async () => {
    const id = await draftTeaching({ title: "Draft only", slug: "draft-only", scripture: "John 15:1", notes: NOTES });

    expect(await passagesOf(id)).toBe(0);
    expect((await search("quillwort")).hits).toEqual([]);
    const reply = await askChatbot("Why does the vinedresser prune the quillwort branch?");
    expect(reply.message.sources.map((source) => source.url)).not.toContain("/teachings/draft-only");
  });

  it("replaces its passages when republished, and loses them when unpublished or deleted", async () => {
    const id = await draftTeaching({ title: "Pruning", slug: "pruning", scripture: "John 15:2", notes: NOTES });
    await publish(id);
    const first = await passagesOf(id);
    expect(first).toBeGreaterThan(0);

    await kind.save(
      id,
      teachingSnapshotSchema.parse({
        title: "Pruning",
        slug: "pruning",
        date: "2026-11-01",
        scripture: "John 15:2",
        notes: "<p>Only the brambleberry vine is left after the storm.</p>",
      }) as never,
      editor,
    );
    await publish(id);
    expect((await search("quillwort")).hits).toEqual([]);
    expect((await search("brambleberry")).hits.map((hit) => hit.href)).toEqual(["/teachings/pruning"]);

    await kind.unpublish(id);
    resetRetrievalCaches();
    expect(await passagesOf(id)).toBe(0);
    expect((await search("brambleberry")).hits).toEqual([]);

    await publish(id);
    expect(await passagesOf(id)).toBeGreaterThan(0);
    await deleteTeaching(id, admin);
    resetRetrievalCaches();
    expect(await db.knowledgeChunk.count({ where: { content: { contains: "brambleberry" } } })).toBe(0);
    expect((await search("brambleberry")).hits).toEqual([]);
  });

  it("gets its passages from the backfill when it was published before teachings were indexed", async () => {
    const id = await draftTeaching({ title: "Older", slug: "older", scripture: "John 15:1", notes: NOTES });
    await publish(id);
    await db.knowledgeChunk.deleteMany({ where: { teachingId: id } });
    await draftTeaching({ title: "Draft", slug: "draft", scripture: "John 15:1", notes: NOTES });

    expect(await indexUnindexedTeachings()).toBe(1);
    resetRetrievalCaches();
    expect((await search("quillwort")).hits.map((hit) => hit.href)).toEqual(["/teachings/older"]);
    expect(await indexUnindexedTeachings()).toBe(0);
  });
});
