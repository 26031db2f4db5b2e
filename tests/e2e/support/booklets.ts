import { expect, type APIRequestContext } from "@playwright/test";
import { withDb } from "./db";
import { MAX_BOOKLETS } from "@/lib/validation/booklets";

export type TestPage = {
  title: string;
  content?: string;
  imageUrl?: string;
  popovers?: { title: string; content: string }[];
};
export type CreatedBooklet = { id: number; pageIds: number[] };

/**
 * A booklet with pages and popovers made through the API by a staff context, published when it has
 * a page (a new booklet is a draft until then; docs/decisions/016); tests delete their own.
 */
export async function createTestBooklet(
  staff: APIRequestContext,
  booklet: { title: string; description?: string; imageUrl?: string },
  pages: TestPage[] = [],
  { publish = pages.length > 0 } = {},
): Promise<CreatedBooklet> {
  const created = await staff.post("/api/booklets", { data: booklet });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const pageIds: number[] = [];
  for (const { popovers = [], ...page } of pages) {
    const response = await staff.post(`/api/booklets/${id}/pages`, { data: page });
    expect(response.status()).toBe(201);
    const { id: pageId } = await response.json();
    pageIds.push(pageId);
    for (const popover of popovers)
      expect((await staff.post(`/api/booklet-pages/${pageId}/popovers`, { data: popover })).status()).toBe(201);
  }
  if (publish) await publishTestBooklet(staff, id);
  return { id, pageIds };
}

/** Puts the booklet (its draft, or its pages as they are) on the site. */
export async function publishTestBooklet(staff: APIRequestContext, id: number, note = "") {
  const response = await staff.post(`/api/content/booklet/${id}/publish`, { data: { note } });
  expect(response.status(), await response.text()).toBe(200);
}

export async function deleteTestBooklet(staff: APIRequestContext, id: number) {
  const response = await staff.delete(`/api/booklets/${id}`);
  expect([200, 404]).toContain(response.status());
}

export const uniqueTitle = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

// The tables that hold a booklet and what hangs off it, parents first.
const BOOKLET_TABLES = [
  { table: '"Booklet"', where: "TRUE" },
  { table: '"BookletPage"', where: "TRUE" },
  { table: '"BookletPagePopover"', where: "TRUE" },
  { table: '"KnowledgeChunk"', where: '"bookletPageId" IS NOT NULL' },
];

/**
 * Runs `check` while the database holds no booklet at all (the seed always adds samples) and no
 * teaching is on the site (Home's Recent Teachings lists both), then puts every row back as it was.
 * A staff write before and after invalidates the server's cached lists.
 */
export async function withoutBooklets(staff: APIRequestContext, check: () => Promise<void>) {
  // Home caches booklets and teachings under their own tags: touching one of each drops both.
  const invalidate = async () => {
    await deleteTestBooklet(staff, (await createTestBooklet(staff, { title: uniqueTitle("Cache flush") })).id);
    const slug = `cache-flush-${Date.now()}`;
    const speaker = await staff.post("/api/speakers", { data: { name: slug, slug } });
    expect(speaker.status()).toBe(201);
    expect((await staff.delete(`/api/speakers/${(await speaker.json()).id}`)).ok()).toBe(true);
  };
  await withDb(async (client) => {
    await client.query("BEGIN");
    for (const [i, { table, where }] of BOOKLET_TABLES.entries())
      await client.query(`CREATE TEMP TABLE kept_${i} AS SELECT * FROM ${table} WHERE ${where}`);
    await client.query('CREATE TEMP TABLE kept_teachings AS SELECT id, "bookletId", "publishedAt" FROM "Teaching"');
    await client.query('DELETE FROM "Booklet"');
    await client.query('UPDATE "Teaching" SET "publishedAt" = NULL');
    await client.query("COMMIT");
    try {
      await invalidate();
      await check();
    } finally {
      await client.query("BEGIN");
      for (const [i, { table }] of BOOKLET_TABLES.entries())
        await client.query(`INSERT INTO ${table} SELECT * FROM kept_${i}`);
      await client.query(
        'UPDATE "Teaching" t SET "bookletId" = k."bookletId", "publishedAt" = k."publishedAt" FROM kept_teachings k WHERE t.id = k.id',
      );
      await client.query("COMMIT");
      await invalidate();
    }
  });
}

/**
 * Runs `check` with `count` more booklets made by SQL (as the security review did: faster than the
 * API), titled `${prefix} 1…count`, oldest first and newer than every other booklet (a server seeded
 * seconds before has its samples' times), each published with one page when `published`.
 * Published ones come with a staff write before and after, which invalidates the server's cached lists.
 */
export async function withBulkBooklets(
  staff: APIRequestContext,
  { count, prefix, published }: { count: number; prefix: string; published: boolean },
  check: () => Promise<void>,
) {
  const invalidate = async () => {
    if (published) await deleteTestBooklet(staff, (await createTestBooklet(staff, { title: uniqueTitle("Flush") })).id);
  };
  await withDb(async (client) => {
    await client.query(
      `WITH made AS (
         INSERT INTO "Booklet" (title, "publishedAt", "createdAt", "updatedAt")
         SELECT $1 || ' ' || g, CASE WHEN $3 THEN now() END, newest + g * interval '1 millisecond', now()
         FROM generate_series(1, $2::int) g,
              (SELECT greatest(now(), max("createdAt")) AS newest FROM "Booklet") site
         RETURNING id)
       INSERT INTO "BookletPage" ("bookletId", position, title, "updatedAt")
       SELECT id, 1, 'Page', now() FROM made WHERE $3`,
      [prefix, count, published],
    );
    try {
      await invalidate();
      await check();
    } finally {
      await client.query(`DELETE FROM "Booklet" WHERE title LIKE $1 || ' %'`, [prefix]);
      await invalidate();
    }
  });
}

/** Runs `check` with the site holding MAX_BOOKLETS booklets (unpublished fillers by SQL), then removes them. */
export async function withFullSite(staff: APIRequestContext, check: () => Promise<void>) {
  const held = await withDb(async (client) =>
    Number((await client.query('SELECT count(*) FROM "Booklet"')).rows[0].count),
  );
  await withBulkBooklets(staff, { count: MAX_BOOKLETS - held, prefix: uniqueTitle("Filler"), published: false }, check);
}
