import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { aiBaseURL, baseURL } from "../../../playwright.config";
import { ensureNginx, NGINX, writeNginxConfig } from "../../../scripts/serve/nginx.mjs";
import { storageStatePath } from "../support/accounts";

// Issue 13: the shipped nginx in front of the two e2e app instances (one database), as
// `APP_INSTANCES=2 npm run serve` runs them.
const proxyPort = Number(process.env.E2E_PROXY_PORT ?? 3922);
const proxyURL = `http://127.0.0.1:${proxyPort}`;
const hostPort = (url: string) => new URL(url).host;

let nginx: ChildProcess | undefined;
let dir = "";

test.beforeAll(async () => {
  ensureNginx();
  dir = mkdtempSync(path.join(os.tmpdir(), "serve-e2e-"));
  const config = writeNginxConfig({ listen: `127.0.0.1:${proxyPort}`, upstreams: [hostPort(baseURL), hostPort(aiBaseURL)], dir });
  nginx = spawn(NGINX, ["-c", config, "-p", dir], { stdio: "inherit" });
  await expect(async () => expect((await fetch(`${proxyURL}/admin/login`)).status).toBe(200)).toPass({ timeout: 15_000 });
});

test.afterAll(() => {
  nginx?.kill("SIGTERM");
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const LANGUAGE_HEADINGS = { en: "About Us", es: "Quiénes somos", fr: "Qui sommes-nous", de: "Über uns", it: "Chi siamo", pt: "Quem somos" } as const;

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const get = (request: APIRequestContext, url: string, language?: string) => request.get(url, { headers: language ? { cookie: `preferredLanguage=${language}` } : {} });

test("the proxy keys public pages by path and language", async ({ request }) => {
  for (const [language, heading] of Object.entries(LANGUAGE_HEADINGS)) {
    const first = await get(request, `${proxyURL}/about`, language);
    expect(h1(await first.text()), language).toBe(heading);
    await expect(async () => {
      const again = await get(request, `${proxyURL}/about`, language);
      expect(again.headers()["x-cache-status"]).toBe("HIT");
      expect(h1(await again.text()), `${language} from the cache`).toBe(heading);
    }).toPass({ timeout: 10_000 });
  }
  // No cookie, an unknown or hostile value: English, from English's entry.
  for (const cookie of [undefined, "xx", "FR", "../fr", "fr%00"]) expect(h1(await (await get(request, `${proxyURL}/about`, cookie)).text()), String(cookie)).toBe("About Us");
  const page = await get(request, `${proxyURL}/about`, "fr");
  expect(page.headers()["cache-control"]).toMatch(/s-maxage=\d+/);
  expect(page.headers()["cache-control"]).toMatch(/stale-while-revalidate=\d+/);
  expect(page.headers()["content-encoding"]).toMatch(/^(gzip|br)$/);
});

// The 404 pages are not stored by shared caches (their first render answers 200 before the 404 is known).
const PAGES = ["/", "/about", "/contact", "/videos", "/interactive-books", "/flipbook?page=1", "/booklets/1?page=2"];

test("a warm public page comes from the proxy's cache, without reaching the app, in every language", async ({ request }) => {
  for (const language of Object.keys(LANGUAGE_HEADINGS)) {
    for (const url of PAGES) {
      await get(request, `${proxyURL}${url}`, language);
      await expect(async () => {
        const response = await get(request, `${proxyURL}${url}`, language);
        expect(response.status(), `${language} ${url}`).toBe(200);
        // HIT: served from nginx's cache; UPDATING: the stale copy while one request refreshes it.
        expect(response.headers()["x-cache-status"], `${language} ${url}`).toMatch(/^(HIT|UPDATING|STALE)$/);
        expect(response.headers()["content-language"], `${language} ${url}`).toBe(language);
      }).toPass({ timeout: 10_000 });
    }
  }
});

test("admin screens and session APIs are never stored, by the app or the proxy", async ({ playwright }) => {
  const admin = await playwright.request.newContext({ baseURL: proxyURL, storageState: storageStatePath("admin") });
  try {
    for (const url of ["/api/user", "/api/settings", "/admin/dashboard", "/admin/login", "/api/auth/session"]) {
      for (let i = 0; i < 2; i++) {
        const response = await admin.get(url, { maxRedirects: 0 });
        expect(response.headers()["cache-control"] ?? "", url).toMatch(/no-store/);
        expect(response.headers()["x-cache-status"], url).toBeUndefined();
      }
    }
  } finally {
    await admin.dispose();
  }
});

test("_next/static files are immutable and cached compressed", async ({ request }) => {
  const html = await (await request.get(`${proxyURL}/`)).text();
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  await request.get(`${proxyURL}${script}`);
  const response = await request.get(`${proxyURL}${script}`);
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect(response.headers()["x-cache-status"]).toBe("HIT");
});

test("an editor's change through one instance shows on the other and through the proxy within 10 s", async ({ playwright, request }) => {
  const admin = await playwright.request.newContext({ baseURL, storageState: storageStatePath("admin") });
  const settings: { id: number; name: string; value: string }[] = await (await admin.get("/api/settings")).json();
  const mission = settings.find((s) => s.name === "about_mission")!;
  const changed = `Our mission, edited ${Date.now()}`;
  const targets = [`${aiBaseURL}/about`, `${proxyURL}/about`];
  // Both caches warm with the old text first.
  for (const url of targets) for (let i = 0; i < 2; i++) expect(await (await request.get(url)).text()).toContain(mission.value.slice(0, 40));
  try {
    const started = Date.now();
    expect((await admin.patch(`/api/settings/${mission.id}`, { data: { ...mission, value: changed } })).ok()).toBe(true);
    for (const url of targets) {
      await expect(async () => expect(await (await request.get(url)).text()).toContain(changed)).toPass({ intervals: [250], timeout: 10_000 - (Date.now() - started) });
    }
    expect(Date.now() - started).toBeLessThan(10_000);
  } finally {
    await admin.patch(`/api/settings/${mission.id}`, { data: { ...mission } });
    await admin.dispose();
  }
});
