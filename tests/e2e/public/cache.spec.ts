import { expect, test } from "@playwright/test";
import { withDb } from "../support/db";

// Issue 3 item 10: public pages come from the cache once warm, so a visit costs no database query.
// Any query by the app server shows in pg_stat_activity as a new backend or a new query_start.
const PAGES = ["/", "/about", "/contact", "/videos", "/interactive-books", "/sitemap.xml"];
// Issue 13: every public page in every language, from its internal language route.
const CACHED_PAGES = ["/", "/about", "/contact", "/videos", "/interactive-books", "/flipbook?page=1", "/flipbook?page=2&mode=iframe", "/booklets/1", "/booklets/1?page=2", "/no-such-page"];
const LANGUAGES = ["en", "es", "fr", "de", "it", "pt"];

const SNAPSHOT = `SELECT pid, query_start::text AS started FROM pg_stat_activity
  WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`;

test("a warm server answers the public pages without querying the database", async ({ request }) => {
  for (const path of PAGES) for (let i = 0; i < 2; i++) expect((await request.get(path)).status(), path).toBe(200);

  await withDb(async (client) => {
    // A background task (expired rate-limit buckets are swept every few minutes) may fall into one
    // window; page requests that query would show in every window.
    const queried: string[][] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = new Map((await client.query<{ pid: number; started: string | null }>(SNAPSHOT)).rows.map((r) => [r.pid, r.started]));
      for (const path of PAGES) for (let i = 0; i < 3; i++) expect((await request.get(path)).status(), path).toBe(200);
      const after = (await client.query<{ pid: number; started: string | null }>(SNAPSHOT)).rows;
      const busy = after.filter((row) => !before.has(row.pid) || before.get(row.pid) !== row.started).map((row) => `${row.pid}@${row.started}`);
      if (busy.length === 0) return;
      queried.push(busy);
    }
    expect(queried, "database activity during every window of warm page requests").toEqual([]);
  });
});

test("a warm public page is served in every language without a database query", async ({ request }) => {
  const get = (path: string, language: string) => request.get(path, { headers: { cookie: `preferredLanguage=${language}` } });
  for (const language of LANGUAGES) for (const path of CACHED_PAGES) for (let i = 0; i < 2; i++) await get(path, language);

  const servedWarm = async (paths: string[]) => {
    for (const language of LANGUAGES) {
      for (const path of paths) {
        const response = await get(path, language);
        expect(response.status(), `${language} ${path}`).toBe(path === "/no-such-page" ? 404 : 200);
        expect(response.headers()["x-middleware-rewrite"], `${language} ${path}`).toMatch(new RegExp(`^/${language}(/|$)`));
      }
    }
  };
  await servedWarm(CACHED_PAGES);

  // The reader's existence check (proxy.ts) asks the database every few seconds; the rest never.
  const pages = CACHED_PAGES.filter((path) => !path.startsWith("/booklets/"));
  await withDb(async (client) => {
    const queried: string[][] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = new Map((await client.query<{ pid: number; started: string | null }>(SNAPSHOT)).rows.map((r) => [r.pid, r.started]));
      await servedWarm(pages);
      const after = (await client.query<{ pid: number; started: string | null }>(SNAPSHOT)).rows;
      const busy = after.filter((row) => !before.has(row.pid) || before.get(row.pid) !== row.started).map((row) => `${row.pid}@${row.started}`);
      if (busy.length === 0) return;
      queried.push(busy);
    }
    expect(queried, "database activity during every window of warm page requests").toEqual([]);
  });
});
