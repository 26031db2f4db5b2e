// Compares every public page of two production builds of the site that read the same database:
// a refactor that promises no behaviour change must leave each page's status, redirect, content
// type and HTML the same (after folding what differs between any two builds of one source,
// scripts/crawl-compare/page-diff.mjs).
//
//   node scripts/crawl-compare.mjs http://127.0.0.1:A http://127.0.0.1:B   two running servers
//   node scripts/crawl-compare.mjs --build <rev|worktree> <rev|worktree>    builds both, then compares
//
// --build checks each revision (a worktree's folder means its HEAD commit) out in a worktree of its
// own under CRAWL_COMPARE_DIR, hard-links node_modules into it, builds it (one build at a time on
// the machine: flock /tmp/build.lock), starts one seeded embedded Postgres with the first build's
// server on it and the second build's server on the same database and uploads, crawls, and stops
// them. A build folder already built at its commit is reused; --clean removes both afterwards.
// --json FILE writes every page's result. Exit code 1 when a page differs.
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { connectionUrl } from "./db/embedded.mjs";
import { startBenchServer, stopBenchServer, waitForBenchServer } from "./bench/lib/next-server.mjs";
import { buildIdOf, comparePages, linkedPaths, sitemapPaths, splitFlight } from "./crawl-compare/page-diff.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const LOCALE_PREFIXES = ["/es", "/fr", "/de", "/it", "/pt"];
// Addresses nothing answers, in every language, and missing items of each kind of page.
const NOT_FOUND_PATHS = [
  "/no-such-page",
  ...LOCALE_PREFIXES.map((prefix) => `${prefix}/no-such-page`),
  "/booklets/999999",
  "/teachings/no-such-teaching",
  "/teachings/series/no-such-series",
  "/flipbook?page=9999",
];
const CONCURRENCY = 4;
// Characters shown each side of a page's first difference.
const CONTEXT = 200;
const TEXT_TYPE = /^(?:text\/|application\/(?:json|xml|rss\+xml|atom\+xml|javascript|manifest\+json))/;

const USAGE =
  "Usage: node scripts/crawl-compare.mjs <base URL A> <base URL B>\n" +
  "       node scripts/crawl-compare.mjs --build <revision or worktree A> <revision or worktree B> [--clean]\n" +
  "Options: --json FILE (every page's result), --max N (pages, default 5000)";

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      build: { type: "boolean" },
      clean: { type: "boolean" },
      json: { type: "string" },
      max: { type: "string", default: "5000" },
    },
    allowPositionals: true,
  });
  if (positionals.length !== 2) throw new Error(USAGE);
  const max = Number(values.max);
  if (!values.build) return report(await crawlAndCompare(positionals, max), values.json);

  const folder = process.env.CRAWL_COMPARE_DIR ?? "/tmp/crawl-compare";
  const builds = positionals.map((revision, i) => prepareBuild(revision, folder, i === 0 ? "a" : "b"));
  for (const build of builds) buildOnce(build);
  const stack = await startServers(builds, folder);
  try {
    return report(await crawlAndCompare(stack.urls, max), values.json);
  } finally {
    await stack.stop();
    if (values.clean) for (const build of builds) removeWorktree(build.dir);
  }
}

// ── Builds ──────────────────────────────────────────────────────────────────────────────────────

function git(args, cwd = ROOT) {
  return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
}

/** The commit to build (a worktree's folder means its HEAD) and the folder it is built in. */
function prepareBuild(revision, folder, label) {
  const commit = existsSync(revision)
    ? git(["rev-parse", "HEAD"], revision)
    : git(["rev-parse", "--verify", `${revision}^{commit}`]);
  const dir = path.join(folder, `${commit.slice(0, 12)}-${label}`);
  return { revision, commit, dir };
}

function buildOnce({ revision, commit, dir }) {
  const built = existsSync(path.join(dir, ".next/BUILD_ID")) && git(["rev-parse", "HEAD"], dir) === commit;
  if (built) {
    console.log(`${revision}: reusing the build in ${dir}`);
    return;
  }
  removeWorktree(dir);
  console.log(`${revision}: building ${commit.slice(0, 12)} in ${dir}…`);
  git(["worktree", "add", "--detach", dir, commit]);
  // Hard links: the build reads the same packages without a copy of their gigabyte.
  run("cp", ["-al", path.join(ROOT, "node_modules"), path.join(dir, "node_modules")], dir);
  run("npm", ["run", "--silent", "db:generate"], dir);
  // The pages are compared, not the types: each revision's own checks ran before it was committed.
  run("flock", ["/tmp/build.lock", path.join(dir, "node_modules/.bin/next"), "build"], dir, {
    BUILD_TYPES_CHECKED: "1",
  });
}

function run(command, args, cwd, env = {}) {
  const { status } = spawnSync(command, args, {
    cwd,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  if (status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd} (exit code ${status})`);
}

function removeWorktree(dir) {
  if (!existsSync(dir)) return;
  git(["worktree", "remove", "--force", dir]);
}

/**
 * The first build's server on a fresh seeded embedded Postgres, the second's on the same database
 * and uploads (as the e2e tests' second server is), so that both show the same content. Both say
 * the same public origin (NEXTAUTH_URL), as two builds behind one domain would: the podcast feed's
 * guid is made from it, which no folding can undo.
 */
async function startServers(builds, folder) {
  const ports = [3940, 3941, 25440].map((fallback, i) =>
    Number(process.env.CRAWL_COMPARE_PORT ? Number(process.env.CRAWL_COMPARE_PORT) + i : fallback),
  );
  const [portA, portB, pgPort] = ports;
  const dataDir = path.join(folder, "data");
  rmSync(dataDir, { recursive: true, force: true });
  const uploads = path.join(dataDir, "uploads");
  const servers = [];
  const stop = async () => {
    for (const server of servers.reverse()) await stopBenchServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const urls = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`];
    console.log(`Starting ${builds[0].revision} on ${urls[0]} (seeding the database)…`);
    servers.push(
      startBenchServer(
        portA,
        {
          EMBEDDED_PG_DIR: path.join(dataDir, "pg"),
          EMBEDDED_PG_PORT: String(pgPort),
          STORAGE_DIR: uploads,
          DATABASE_URL: undefined,
          NEXTAUTH_URL: urls[0],
        },
        builds[0].dir,
      ),
    );
    await waitForBenchServer(urls[0], servers[0]);
    console.log(`Starting ${builds[1].revision} on ${urls[1]} (same database)…`);
    servers.push(
      startBenchServer(
        portB,
        { DATABASE_URL: connectionUrl(pgPort), SEED: "0", STORAGE_DIR: uploads, NEXTAUTH_URL: urls[0] },
        builds[1].dir,
      ),
    );
    await waitForBenchServer(urls[1], servers[1]);
    return { urls, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

// ── Crawl ───────────────────────────────────────────────────────────────────────────────────────

async function fetchPage(origin, pathname) {
  const response = await fetch(new URL(pathname, origin), {
    redirect: "manual",
    headers: { "Accept-Encoding": "identity" },
  }).catch((error) => {
    throw new Error(`${origin}${pathname}: ${error.cause?.message ?? error.message}`);
  });
  const contentType = response.headers.get("content-type");
  const bytes = Buffer.from(await response.arrayBuffer());
  const body = TEXT_TYPE.test(contentType ?? "")
    ? bytes.toString("utf8")
    : `${bytes.length} bytes, sha256 ${createHash("sha256").update(bytes).digest("hex")}`;
  return { status: response.status, location: response.headers.get("location"), contentType, body };
}

/** Each server's origin and build id (read from its Home page's flight data). */
function describeServers(urls) {
  return Promise.all(
    urls.map(async (origin) => {
      const home = await fetchPage(origin, "/");
      if (home.status !== 200) throw new Error(`${origin}/ answered ${home.status}`);
      return { origin: new URL(origin).origin, buildId: buildIdOf(splitFlight(home.body).flight) };
    }),
  );
}

async function seedPaths(servers) {
  const paths = new Set(["/", ...LOCALE_PREFIXES, "/robots.txt", "/sitemap.xml", ...NOT_FOUND_PATHS]);
  // Site search, empty and with a word of Home's own heading (a query that finds something).
  const word = /<h1\b[^>]*>[^<]*?([\p{L}]{4,})/u.exec((await fetchPage(servers[0].origin, "/")).body)?.[1];
  for (const prefix of ["", ...LOCALE_PREFIXES]) {
    paths.add(`${prefix}/search`);
    if (word) paths.add(`${prefix}/search?q=${encodeURIComponent(word)}`);
  }
  for (const server of servers) {
    const sitemap = await fetchPage(server.origin, "/sitemap.xml");
    if (sitemap.status === 200) for (const page of sitemapPaths(sitemap.body)) paths.add(page);
  }
  return [...paths];
}

/**
 * Every public page both servers link to, starting from the sitemaps and the seeds, each compared
 * as soon as both servers answered it.
 */
async function crawlAndCompare(urls, max) {
  const servers = await describeServers(urls);
  console.log(`Build ids: ${servers.map((server) => server.buildId ?? "?").join(" and ")}`);
  const queue = await seedPaths(servers);
  const seen = new Set(queue);
  const results = [];
  let fetching = 0;
  const worker = async () => {
    for (;;) {
      if (queue.length === 0) {
        // Another worker's page may still add links to the queue.
        if (fetching === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      const pathname = queue.shift();
      fetching++;
      const pages = await Promise.all(servers.map((server) => fetchPage(server.origin, pathname)));
      results.push({ path: pathname, status: pages[0].status, differences: comparePages(...pages, servers, CONTEXT) });
      for (const [i, page] of pages.entries()) {
        const server = servers[i];
        if (!/text\/html/.test(page.contentType ?? "")) continue;
        for (const link of linkedPaths(page.body, new URL(pathname, server.origin).href)) {
          if (seen.has(link) || seen.size >= max) continue;
          seen.add(link);
          queue.push(link);
        }
      }
      fetching--;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, () => worker()));
  return results.sort((x, y) => x.path.localeCompare(y.path));
}

function report(results, jsonFile) {
  const differing = results.filter((result) => result.differences.length > 0);
  // A change to a shared component differs the same way on many pages (the 30 characters around
  // the difference alike, whatever the page's language): each way is printed once.
  const near = (text, at) => text.slice(Math.max(0, Math.min(at, CONTEXT) - 30), Math.min(at, CONTEXT) + 30);
  const ways = Map.groupBy(differing, ({ differences }) =>
    differences
      .map(({ part, a, b, at }) => (at === undefined ? [part, a, b] : [part, near(a, at), near(b, at)]).join("\0"))
      .join("\0"),
  );
  for (const pages of ways.values()) {
    const paths = pages.map((page) => page.path);
    const more = paths.length > 10 ? ` and ${paths.length - 10} more` : "";
    console.log(`\nDIFFERS (${paths.length}) ${paths.slice(0, 10).join(" ")}${more}`);
    for (const difference of pages[0].differences) {
      if (difference.at === undefined) {
        console.log(`  ${difference.part}: ${difference.a} ≠ ${difference.b}`);
        continue;
      }
      console.log(`  ${difference.part}, first difference at character ${difference.at} of ${paths[0]}:`);
      console.log(`    A: …${difference.a}…`);
      console.log(`    B: …${difference.b}…`);
    }
  }
  const statuses = Object.entries(Object.groupBy(results, (result) => result.status))
    .map(([status, group]) => `${group.length} × ${status}`)
    .join(", ");
  console.log(
    `\n${results.length} pages compared (${statuses}): ${results.length - differing.length} identical, ${differing.length} differ.`,
  );
  if (jsonFile) writeFileSync(jsonFile, JSON.stringify(results, null, 2));
  return differing.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error && error.message.startsWith("Usage") ? error.message : error);
    process.exit(2);
  },
);
