import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { aiBaseURL, baseURL } from "../../../playwright.config";
import { ensureNginx, learnPageHeaders, startNginx, writeNginxConfig } from "../../../scripts/serve/nginx.mjs";
import { storageStatePath } from "../support/accounts";
import { withDb } from "../support/db";
import { comparablePageHeaders } from "../../support/page-file-headers";

// The shipped nginx (scripts/serve/nginx.conf.template) in front of the two e2e app
// instances, which share one database, as `APP_INSTANCES=2 npm run serve` runs them.
const proxyPort = Number(process.env.E2E_PROXY_PORT ?? 3922);
const proxyURL = `http://127.0.0.1:${proxyPort}`;
const hostPort = (url: string) => new URL(url).host;

let stopNginx: (() => Promise<void>) | undefined;
let dir = "";

test.beforeAll(async () => {
  ensureNginx();
  dir = mkdtempSync(path.join(os.tmpdir(), "serve-e2e-"));
  const config = writeNginxConfig({
    listen: `127.0.0.1:${proxyPort}`,
    upstreams: [hostPort(baseURL), hostPort(aiBaseURL)],
    dir,
    pageHeaders: await learnPageHeaders(baseURL),
  });
  ({ stop: stopNginx } = startNginx(config));
  await expect(async () => expect((await fetch(`${proxyURL}/api/health`)).status).toBe(200)).toPass({
    timeout: 15_000,
  });
});

test.afterAll(async () => {
  await stopNginx?.();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const LANGUAGE_HEADINGS = {
  en: "About Us",
  es: "Quiénes somos",
  fr: "Qui sommes-nous",
  de: "Über uns",
  it: "Chi siamo",
  pt: "Quem somos",
} as const;

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const get = (request: APIRequestContext, url: string, language?: string) =>
  request.get(url, {
    headers: { "Accept-Encoding": "gzip", ...(language ? { cookie: `preferredLanguage=${language}` } : {}) },
  });

test("the proxy keeps one copy of a page per language, and the second request is a cache hit", async ({ request }) => {
  for (const [language, heading] of Object.entries(LANGUAGE_HEADINGS)) {
    const first = await get(request, `${proxyURL}/about`, language);
    expect(h1(await first.text()), language).toBe(heading);
    const again = await get(request, `${proxyURL}/about`, language);
    // HIT; STALE or UPDATING only if the first copy was already older than the app's s-maxage.
    expect(again.headers()["x-cache-status"], language).toMatch(/^(HIT|STALE|UPDATING)$/);
    expect(h1(await again.text()), `${language} from the cache`).toBe(heading);
    expect(again.headers()["content-language"], language).toBe(language);
  }
  // No cookie, an unknown or hostile value: English.
  for (const cookie of [undefined, "xx", "FR", "../fr", "fr%00"]) {
    const page = await get(request, `${proxyURL}/about?odd`, cookie);
    expect(h1(await page.text()), String(cookie)).toBe("About Us");
  }
  // Cookie headers the proxy and the app could read differently never put one language's page
  // into another language's copy.
  const headings = Object.fromEntries(
    Object.entries(LANGUAGE_HEADINGS).map(([language, heading]) => [heading, language]),
  );
  for (const cookie of ["%65%73", "de; preferredLanguage=es", "it; other=1; preferredLanguage=pt"]) {
    for (let i = 0; i < 2; i++) {
      const page = await get(request, `${proxyURL}/about?tricky=${i}`, cookie);
      expect(headings[h1(await page.text()) ?? ""], cookie).toBe(page.headers()["content-language"]);
    }
  }
  const page = await get(request, `${proxyURL}/about`, "fr");
  expect(page.headers()["cache-control"]).toMatch(/s-maxage=\d+/);
  expect(page.headers()["cache-control"]).toMatch(/stale-while-revalidate=\d+/);
  expect(page.headers()["content-encoding"]).toMatch(/^(gzip|br)$/);
});

const PAGES = ["/", "/about", "/contact", "/videos", "/interactive-books", "/flipbook?page=1", "/booklets/1?page=2"];

test("a language's own URL (/es/…) is one cached copy at the proxy, whatever cookie comes along, never another language's", async ({
  request,
}) => {
  for (const url of PAGES.map((page) => (page === "/" ? "/es" : `/es${page}`))) {
    for (const language of [undefined, "de", "en"]) {
      const what = `${url} ${language ?? "no cookie"}`;
      await get(request, `${proxyURL}${url}`, language);
      const response = await get(request, `${proxyURL}${url}`, language);
      expect(response.status(), what).toBe(200);
      expect(response.headers()["x-cache-status"], what).toMatch(/^(HIT|STALE|UPDATING)$/);
      expect(response.headers()["content-language"], what).toBe("es");
      expect(response.headers()["vary"] ?? "", what).not.toMatch(/cookie/i);
      expect(await response.text(), what).toContain('<html lang="es"');
    }
  }
  // The Spanish URL's copy never answers the unprefixed URL for a German visitor.
  const german = await get(request, `${proxyURL}/about`, "de");
  expect(h1(await german.text())).toBe(LANGUAGE_HEADINGS.de);
  expect(h1(await (await get(request, `${proxyURL}/es/about`, "de")).text())).toBe(LANGUAGE_HEADINGS.es);
});

test("a warm public page comes from the proxy's cache, without reaching the app, in every language", async ({
  request,
}) => {
  for (const language of Object.keys(LANGUAGE_HEADINGS)) {
    for (const url of PAGES) {
      await get(request, `${proxyURL}${url}`, language);
      const response = await get(request, `${proxyURL}${url}`, language);
      expect(response.status(), `${language} ${url}`).toBe(200);
      expect(response.headers()["x-cache-status"], `${language} ${url}`).toMatch(/^(HIT|STALE|UPDATING)$/);
      expect(response.headers()["content-language"], `${language} ${url}`).toBe(language);
    }
  }
});

test("a warm public page is served as a file in every language, with the headers the cache sends", async ({
  request,
}) => {
  for (const language of ["en", "pt"]) {
    for (const page of [...PAGES, "/es/about"]) {
      const url = `${proxyURL}${page}${page.includes("?") ? "&" : "?"}as-file=${language}`;
      const filled = await get(request, url, language);
      expect(filled.headers()["x-cache-status"], url).toBe("MISS");
      let file = filled;
      await expect(async () => {
        file = await get(request, url, language);
        expect(file.headers()["last-modified"], url).toBeDefined();
      }).toPass({ intervals: [200], timeout: 5_000 });
      expect(file.headers()["x-cache-status"], url).toBe("HIT");
      expect(await file.text(), url).toBe(await filled.text());
      expect(comparablePageHeaders(file.headers()), url).toEqual(comparablePageHeaders(filled.headers()));
    }
  }
});

test("admin screens and session APIs are never stored, by the app or the proxy", async ({ playwright }) => {
  const admin = await playwright.request.newContext({ baseURL: proxyURL, storageState: storageStatePath("admin") });
  try {
    for (const url of ["/api/user", "/api/settings", "/admin/dashboard", "/admin/login", "/api/auth/session"]) {
      for (let i = 0; i < 2; i++) {
        const response = await admin.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(200);
        expect(response.headers()["cache-control"] ?? "", url).toMatch(/no-store/);
        expect(response.headers()["x-cache-status"], url).toBeUndefined();
      }
    }
    // The signed-in answer is not what a stranger gets afterwards through the same proxy.
    expect((await fetch(`${proxyURL}/api/user`)).status).toBe(401);
  } finally {
    await admin.dispose();
  }
});

test("_next/static files are immutable and kept compressed", async ({ request }) => {
  const html = await (await get(request, `${proxyURL}/`)).text();
  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  await get(request, `${proxyURL}${script}`);
  const response = await get(request, `${proxyURL}${script}`);
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect(response.headers()["x-cache-status"]).toBe("HIT");
  expect(response.headers()["content-encoding"]).toMatch(/^(gzip|br)$/);
});

/** A POST from a chosen loopback address, so that the proxy's peer is not the app's. */
function postFrom(localAddress: string, url: string, headers: Record<string, string>, body: unknown) {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: "POST", localAddress, headers: { "Content-Type": "application/json", ...headers } },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

/** Points counted against an address by the contact form's per-address limit (lib/rate-limit.ts). */
async function contactPoints(ip: string): Promise<number> {
  const key = `contactPerIp:${createHash("sha256").update(ip).digest("base64url")}`;
  const { rows } = await withDb((client) =>
    client.query<{ points: number }>(`SELECT points FROM rate_limits WHERE key = $1`, [key]),
  );
  return rows[0]?.points ?? 0;
}

test("the app counts the visitor's own address, whatever X-Forwarded-For it sends", async () => {
  const visitor = `127.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const forged = ["203.0.113.77", "198.51.100.4"];
  const nginxHop = await contactPoints("127.0.0.1");
  const status = await postFrom(
    visitor,
    `${proxyURL}/api/contact/send`,
    { "X-Forwarded-For": forged.join(", ") },
    {
      name: "Peer test",
      email: `peer-${Date.now()}@example.org`,
      message: "Which address does the app see?",
    },
  );
  expect(status).toBe(200);
  expect(await contactPoints(visitor)).toBe(1);
  for (const ip of forged) expect(await contactPoints(ip), ip).toBe(0);
  // Not nginx's own address either (its connection to the app comes from 127.0.0.1).
  expect(await contactPoints("127.0.0.1")).toBe(nginxHop);
});

test("an editor's change through one instance shows on the other and through the proxy within 10 s", async ({
  request,
  as,
}) => {
  const admin = as.admin;
  const settings: { id: number; name: string; value: string }[] = await (await admin.get("/api/settings")).json();
  const mission = settings.find((s) => s.name === "about_mission")!;
  const changed = `Our mission, edited ${Date.now()}`;
  const targets = [`${aiBaseURL}/about`, `${proxyURL}/about`];
  // Both caches warm with the old text first.
  for (const url of targets) for (let i = 0; i < 3; i++) expect((await get(request, url)).status()).toBe(200);
  try {
    const started = Date.now();
    expect((await admin.patch(`/api/settings/${mission.id}`, { data: { ...mission, value: changed } })).ok()).toBe(
      true,
    );
    for (const url of targets) {
      await expect(async () => expect(await (await get(request, url)).text(), url).toContain(changed)).toPass({
        intervals: [250],
        timeout: Math.max(1, 10_000 - (Date.now() - started)),
      });
    }
    expect(Date.now() - started).toBeLessThan(10_000);
  } finally {
    await admin.patch(`/api/settings/${mission.id}`, { data: { ...mission } });
  }
});
