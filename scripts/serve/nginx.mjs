// The shipped nginx setup (docs/decisions/015): renders scripts/serve/nginx.conf.template, checks it,
// runs it, and finds or installs Debian's nginx. Used by `npm run serve`, the serving bench and the tests.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { open, readdir, stat, unlink } from "node:fs/promises";
import { get, request } from "node:http";
import path from "node:path";

const TEMPLATE = path.join(import.meta.dirname, "nginx.conf.template");
const DEBIAN_NGINX = "/usr/sbin/nginx";
export const NGINX = process.env.NGINX_PATH ?? DEBIAN_NGINX;
export const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";

// The app's limits, which nginx repeats so that it refuses what the app would refuse before
// reading it: LARGE_BODY_LIMIT (lib/api/body.ts), and MAX_FILES_PER_UPLOAD
// (lib/validation/documents.ts) files of UPLOAD_MAX_MB each (lib/env.ts). tests/unit/nginx-config.test.ts
// checks that they still agree.
export const APP_LARGEST_JSON_MB = 2;
export const DOCUMENTS_PER_UPLOAD = 20;
const DEFAULT_UPLOAD_MAX_MB = 50;
// The app's s-maxage and stale-while-revalidate for public pages (lib/http/cache-headers.ts).
export const PAGE_FILE_SECONDS = 5;
export const PAGE_STALE_SECONDS = 5;
// How long a copy nobody asks for stays in nginx's cache: the app's whole window. A page's file
// answers for longer than the s-maxage without reading the copy, which must still be there after.
export const PAGE_INACTIVE_SECONDS = PAGE_FILE_SECONDS + PAGE_STALE_SECONDS;
// A file is deleted this long after nginx wrote it: a second past the s-maxage, because nginx counts
// a copy's freshness in whole seconds, so that the copy is stale for certain when the file goes and
// the next request refreshes it (and so writes the next file) rather than answering from the copy.
export const PAGE_FILE_LIFE_MS = (PAGE_FILE_SECONDS + 1) * 1000;
// A file read since it was written is written again this long after, before it is due for deletion:
// a page visitors read keeps its file, with no gap answered from the cache's copy while a refresh
// renders the page (seconds when the app is busy).
export const PAGE_FILE_REFRESH_MS = (PAGE_FILE_SECONDS - 1) * 1000;
// A file whose new copy is still being fetched is deleted at most this long after it was written:
// no older than a copy the cache serves stale (s-maxage + stale-while-revalidate).
const PAGE_FILE_LONGEST_MS = (PAGE_FILE_SECONDS + PAGE_STALE_SECONDS) * 1000;
const SWEEP_INTERVAL_MS = 250;
// Every file is also checked by its age this often, in case a write's log line was lost.
const FULL_SWEEP_INTERVAL_MS = 30_000;
// A log of writes is deleted once nothing can be added to it: its 10 s are over, with room to spare.
const STORE_LOG_SECONDS = 10;
const STORE_LOG_KEPT_MS = 3 * STORE_LOG_SECONDS * 1000;
// nginx logs a write with the time its event loop last read the clock, which may precede the
// rename by as long as the loop's work took.
const CTIME_SLACK_MS = 1_000;
// Headers of one response, or set for a file by the config itself (Content-Type, Content-Language).
const PER_RESPONSE_HEADERS =
  /^(?:date|connection|keep-alive|transfer-encoding|content-length|content-type|content-language|etag|age|x-request-id|x-nextjs-.*|x-middleware-.*|x-server-cache)$/;
// A page answer with any of these is never a file: nginx would not send them with it.
const NEVER_ON_A_FILE = [
  "set-cookie",
  "location",
  "refresh",
  "content-encoding",
  "content-disposition",
  "content-range",
  "strict-transport-security",
  "x-robots-tag",
  "last-modified",
  "expires",
  "www-authenticate",
  "retry-after",
  "clear-site-data",
];
// Room for the multipart envelope (boundaries, part headers, the form's other fields).
const MULTIPART_SLACK_MB = 1;

/**
 * A page's headers as learnPageHeaders found them, at an unprefixed URL and at a language's own.
 * @typedef {{ contentType: string, headers: string[][] }} PageHeaderSet
 * @typedef {{ unprefixed: PageHeaderSet, prefixed: PageHeaderSet }} PageHeaders
 */

const uploadMaxMb = () => {
  const value = Number.parseInt(process.env.UPLOAD_MAX_MB ?? "", 10);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_UPLOAD_MAX_MB;
};

/**
 * The config for a proxy on `listen` (a port, or host:port) in front of `upstreams` (host:port
 * of each `next start`), keeping its cache, temp files, socket and pid under `dir`.
 */
export function renderNginxConfig({
  listen,
  upstreams,
  dir,
  brotli = existsSync(BROTLI_MODULE),
  asRoot = process.getuid?.() === 0,
  uploadMb = uploadMaxMb(),
  pageInactiveSeconds = PAGE_INACTIVE_SECONDS,
  pageHeaders = /** @type {PageHeaders | null} */ (null),
  answerLog = false,
}) {
  const values = {
    ...pageFileValues(pageHeaders),
    LISTEN: String(listen),
    DIR: dir,
    MAX_BODY: `${APP_LARGEST_JSON_MB}m`,
    PAGE_INACTIVE: `${pageInactiveSeconds}s`,
    PAGE_ANSWER_LOG: answerLog ? `      access_log ${path.join(dir, ANSWER_LOG_NAME)} page_answers;` : "",
    UPLOAD_MAX_BODY: `${uploadMb + MULTIPART_SLACK_MB}m`,
    DOCUMENTS_MAX_BODY: `${uploadMb * DOCUMENTS_PER_UPLOAD + MULTIPART_SLACK_MB}m`,
    BROTLI_MODULE,
    INSTANCE: randomBytes(4).toString("hex"),
    UPSTREAM_SERVERS: upstreams.map((address) => `    server ${address};`).join("\n"),
  };
  const optional = { "#brotli ": brotli, "#root ": asRoot };
  return readFileSync(TEMPLATE, "utf8")
    .split("\n")
    .flatMap((line) => {
      const prefix = Object.keys(optional).find((candidate) => line.startsWith(candidate));
      if (!prefix) return [line];
      return optional[prefix] ? [line.slice(prefix.length)] : [];
    })
    .join("\n")
    .replace(/\{\{(\w+)\}\}/g, (match, name) => {
      if (!(name in values)) throw new Error(`nginx template: no value for ${match}`);
      return values[name];
    });
}

const variable = (name) => `$upstream_http_${name.replaceAll("-", "_")}`;
const UNSAFE_IN_CONFIG = /[$\\\r\n\0]/;
const quoted = (value) => `"${value.replaceAll('"', '\\"')}"`;
const regexLiteral = (value) => quoted(value.replace(/[.*+?^$()|[\]{}/]/g, "\\$&"));

/**
 * The page-file parts of the template from the headers the app sends with a page at an unprefixed
 * URL and at a language's own URL (learnPageHeaders). Without them, or with headers the config
 * cannot repeat exactly, no page is ever written as a file and every page goes through the cache.
 */
export function pageFileValues(pageHeaders) {
  const none = {
    PAGE_FILE_HEADER_MAPS: "",
    PAGE_FILE_CHECKED: "",
    PAGE_FILE_ABSENT: "",
    PAGE_FILE_FITS: "",
    PAGE_FILE_ADD_HEADERS: "",
    PAGE_FILE_CONTENT_TYPE: "text/html",
  };
  const usable = pageHeaders && pageFileHeadersProblem(pageHeaders) === null;
  if (!usable) return none;
  const kinds = ["unprefixed", "prefixed"];
  // By lower-case name; a name is written as the app spells it.
  const spelled = new Map(
    kinds.flatMap((kind) => pageHeaders[kind].headers.map(([name]) => [name.toLowerCase(), name])),
  );
  const byKind = Object.fromEntries(
    kinds.map((kind) => [kind, new Map(pageHeaders[kind].headers.map(([name, value]) => [name.toLowerCase(), value]))]),
  );
  const names = [...spelled.keys()];
  const maps = [];
  const lines = [];
  for (const [i, name] of names.entries()) {
    const [unprefixed, prefixed] = kinds.map((kind) => byKind[kind].get(name) ?? "");
    if (unprefixed === prefixed) {
      lines.push(`      add_header ${spelled.get(name)} ${quoted(unprefixed)};`);
      continue;
    }
    maps.push(
      `  map $page_url_kind $page_file_header_${i} {\n    unprefixed ${quoted(unprefixed)};\n    prefixed ${quoted(prefixed)};\n  }`,
    );
    lines.push(`      add_header ${spelled.get(name)} $page_file_header_${i};`);
  }
  const fits = kinds.map((kind) => {
    const expected = names.map((name) => byKind[kind].get(name) ?? "");
    const pattern = ["^" + kind, ...expected.map((value) => regexLiteral(value).slice(1, -1)), "(\\w+)=\\1", "$"];
    return `    "~${pattern.join("\\|")}" yes;`;
  });
  return {
    PAGE_FILE_HEADER_MAPS: maps.join("\n"),
    PAGE_FILE_CHECKED: names.map(variable).join("|"),
    PAGE_FILE_ABSENT: NEVER_ON_A_FILE.map(variable).join(""),
    PAGE_FILE_FITS: fits.join("\n"),
    PAGE_FILE_ADD_HEADERS: lines.join("\n"),
    PAGE_FILE_CONTENT_TYPE: pageHeaders.unprefixed.contentType,
  };
}

/** Why the learned headers cannot be repeated by the config exactly, or null when they can. */
export function pageFileHeadersProblem(pageHeaders) {
  const { unprefixed, prefixed } = pageHeaders;
  if (!unprefixed.contentType || unprefixed.contentType !== prefixed.contentType)
    return "the pages' Content-Type differs";
  for (const { headers } of [unprefixed, prefixed]) {
    const names = headers.map(([name]) => name.toLowerCase());
    if (new Set(names).size !== names.length) return "a header is sent more than once";
    for (const [name, value] of headers) {
      if (!/^[A-Za-z0-9-]+$/.test(name) || UNSAFE_IN_CONFIG.test(value))
        return `${name} cannot be written in the config`;
      if (NEVER_ON_A_FILE.includes(name.toLowerCase())) return `the pages send ${name}`;
    }
  }
  if (UNSAFE_IN_CONFIG.test(unprefixed.contentType)) return "Content-Type cannot be written in the config";
  return null;
}

/** A page's headers as the app sends them, without those of one response. */
function pageHeadersOf(origin, pathname) {
  return new Promise((resolve, reject) => {
    get(`${origin}${pathname}`, (response) => {
      response.resume();
      const headers = [];
      for (let i = 0; i < response.rawHeaders.length; i += 2) {
        const name = response.rawHeaders[i];
        if (!PER_RESPONSE_HEADERS.test(name.toLowerCase())) headers.push([name, response.rawHeaders[i + 1]]);
      }
      if (response.statusCode !== 200) reject(new Error(`${origin}${pathname} answered ${response.statusCode}`));
      else resolve({ contentType: response.headers["content-type"] ?? "", headers });
    }).on("error", reject);
  });
}

/**
 * The headers the app (at `origin`) sends with Home, at `/` and at Spanish's own URL: what the
 * proxy sends with a page's file. A page is written as a file only when its answer carries exactly
 * these (the config checks every one), so a page with other headers is still served by the cache.
 */
export async function learnPageHeaders(origin) {
  return { unprefixed: await pageHeadersOf(origin, "/"), prefixed: await pageHeadersOf(origin, "/es") };
}

// nginx's verdicts for an answer from its cache's copy, without asking the app.
const CACHE_STATUSES = new Set(["HIT", "STALE", "UPDATING", "REVALIDATED"]);
// Below the config's folder: see countAnswerPaths.
export const ANSWER_LOG_NAME = "answers.log";

// nginx's own ETag for a file: its mtime and size in hexadecimal. The app's (Next's) have no dash,
// and nginx makes them weak when it compresses a copy.
const NGINX_FILE_ETAG = /^"[0-9a-f]+-[0-9a-f]+"$/;

/**
 * Which part of the shipped proxy answered a page, from the response's headers: "file" (a warm
 * page's file: a length, nginx's strong ETag and a Last-Modified), "cache" (nginx's copy, fresh or
 * stale) or "app" (the request reached the app: a miss, an expired copy or a page never cached).
 * @param {Record<string, string | string[] | undefined>} headers lower-case names, as Node gives them
 * @returns {"file" | "cache" | "app"}
 */
export function pageAnswerPath(headers) {
  const status = headers["x-cache-status"];
  if (
    status === "HIT" &&
    headers["content-length"] !== undefined &&
    headers["last-modified"] !== undefined &&
    NGINX_FILE_ETAG.test(String(headers.etag ?? ""))
  )
    return "file";
  if (CACHE_STATUSES.has(String(status))) return "cache";
  return "app";
}

/**
 * The page requests for `uri` in a part of the answer log (`answerLog: true`, ANSWER_LOG_NAME),
 * which holds every answer that did not come from a file, out of `requests` made meanwhile:
 * how many each part of the proxy answered.
 * @returns {{ file: number, cache: number, app: number }}
 */
export function countAnswerPaths(logText, uri, requests) {
  const counts = { file: 0, cache: 0, app: 0 };
  for (const line of logText.split("\n")) {
    const space = line.lastIndexOf(" ");
    if (space < 0 || line.slice(0, space) !== uri) continue;
    counts[CACHE_STATUSES.has(line.slice(space + 1)) ? "cache" : "app"]++;
  }
  counts.file = Math.max(requests - counts.cache - counts.app, 0);
  return counts;
}

/** Writes the config and the folders it names; returns the config's path. */
export function writeNginxConfig(options) {
  // Files from an earlier run are of unknown age.
  for (const sub of ["pages", "stores"]) rmSync(path.join(options.dir, sub), { recursive: true, force: true });
  for (const sub of ["", "tmp", "cache", "static", "pages", "stores"])
    mkdirSync(path.join(options.dir, sub), { recursive: true });
  const file = path.join(options.dir, "nginx.conf");
  writeFileSync(file, renderNginxConfig(options));
  return file;
}

/** `nginx -t` on a config; throws with nginx's own message when it is invalid. */
export function testNginxConfig(file) {
  try {
    return execFileSync(NGINX, ["-t", "-q", "-c", file, "-p", path.dirname(file)], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    throw new Error(`nginx -t failed for ${file}:\n${error.stderr ?? error.message}`);
  }
}

/**
 * Starts nginx in the foreground on a config (after `nginx -t`). `stop()` asks it to finish the
 * requests in flight (SIGQUIT) and resolves once the master process has exited.
 */
export function startNginx(file, { stdio = "inherit" } = {}) {
  testNginxConfig(file);
  const child = spawn(NGINX, ["-c", file, "-p", path.dirname(file)], { stdio });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const sweeper = sweepPageFiles(path.dirname(file));
  exited.then(sweeper.stop);
  const stop = async () => {
    sweeper.stop();
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGQUIT");
    const timer = setTimeout(() => child.kill("SIGTERM"), 5_000);
    await exited;
    clearTimeout(timer);
  };
  return { child, exited, stop };
}

export class NginxMissingError extends Error {}

/**
 * Debian's nginx, installed when missing and we may (root with apt-get), with the brotli module
 * when the archive has it. Otherwise throws NginxMissingError saying exactly what to run.
 */
export function ensureNginx() {
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (existsSync(NGINX)) {
    // Debian's nginx installed without its brotli module (CI images, a hand install): add it.
    if (canInstall && NGINX === DEBIAN_NGINX && !existsSync(BROTLI_MODULE)) aptInstallBrotliModule(false);
    return NGINX;
  }
  if (!canInstall) {
    throw new NginxMissingError(
      `nginx was not found at ${NGINX}, and only root can install it here.\n` +
        "Install it with: sudo apt-get update && sudo apt-get install -y nginx-light libnginx-mod-http-brotli-filter\n" +
        "(or point NGINX_PATH at an nginx binary).",
    );
  }
  console.log("Installing Debian's nginx…");
  aptGet(["update", "-qq"]);
  aptGet(["install", "-y", "-qq", "--no-install-recommends", "nginx-light"]);
  aptInstallBrotliModule(true);
  return NGINX;
}

function aptGet(args) {
  execFileSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
}

/** Debian's brotli filter for nginx; without it nginx serves gzip only, which is still correct. */
function aptInstallBrotliModule(updated) {
  console.log("Installing Debian's brotli module for nginx…");
  try {
    if (!updated) aptGet(["update", "-qq"]);
    aptGet(["install", "-y", "-qq", "--no-install-recommends", "libnginx-mod-http-brotli-filter"]);
  } catch {
    console.log("Debian's brotli module is not available here: serving gzip only.");
  }
}

/**
 * Deletes each page file nginx writes under `dir`/pages once it is `lifeMs` old. nginx logs every
 * write to `dir`/stores (one log per 10 s); each tick reads what was added since the last one, so a
 * sweep costs what was written, not what exists. A file written again since a line was logged is
 * left to the later line. A file read since it was written (its atime past its mtime) is asked for
 * again `refreshMs` after its write, through the store server, which writes the new copy over it;
 * its deletion waits for that answer, up to PAGE_FILE_LONGEST_MS. Every FULL_SWEEP_INTERVAL_MS, and
 * once from `sweepAll()`, every file is checked by its ctime (set when nginx renamed it into place),
 * in case a line was lost.
 */
export function sweepPageFiles(
  dir,
  { lifeMs = PAGE_FILE_LIFE_MS, refreshMs = PAGE_FILE_REFRESH_MS, fullSweepMs = FULL_SWEEP_INTERVAL_MS } = {},
) {
  const pages = path.join(dir, "pages");
  const stores = path.join(dir, "stores");
  const storeSocket = path.join(dir, "store.sock");
  /** @type {Map<string, { offset: number, rest: string }>} how far each log has been read */
  const logs = new Map();
  /** @type {StoredFile[]} in the order written, each waiting for its refresh, then its deletion */
  const toRefresh = [];
  /** @type {StoredFile[]} */
  const due = [];
  /** @type {Map<string, number>} files being fetched again, and when their write was logged */
  const refreshing = new Map();
  /** @type {StoredFile[]} due while their new copy was on its way */
  const postponed = [];
  let running = false;
  let lastFullSweep = Date.now();

  const deleteIfUnchanged = async (stored, now) => {
    if (refreshing.get(stored.file) === stored.writtenMs && now < stored.writtenMs + PAGE_FILE_LONGEST_MS) {
      postponed.push(stored);
      return;
    }
    await stat(stored.file)
      .then(({ ctimeMs }) => (unchangedSince(ctimeMs, stored.writtenMs) ? unlink(stored.file) : undefined))
      .catch(() => {});
  };

  const deleteDue = async (now) => {
    for (const stored of postponed.splice(0)) await deleteIfUnchanged(stored, now);
    while (due.length > 0 && due[0].writtenMs + lifeMs <= now)
      await deleteIfUnchanged(/** @type {StoredFile} */ (due.shift()), now);
  };

  const tick = async () => {
    if (running) return;
    running = true;
    try {
      for (const stored of await readStoreLogs(stores, pages, logs)) {
        toRefresh.push(stored);
        due.push(stored);
      }
      const now = Date.now();
      await refreshReadFiles(toRefresh, refreshing, { storeSocket, pages, refreshMs, now });
      await deleteDue(now);
      if (now - lastFullSweep >= fullSweepMs) {
        lastFullSweep = now;
        await sweepFolder(pages, now - lifeMs);
      }
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    stop: () => clearInterval(timer),
    tick,
    sweepAll: () => sweepFolder(pages, Date.now() - lifeMs),
  };
}

const unchangedSince = (ctimeMs, writtenMs) => ctimeMs <= writtenMs + CTIME_SLACK_MS;

/**
 * Asks again for each file of `toRefresh` written `refreshMs` ago, unchanged and read since
 * (its atime past its mtime), noting it in `refreshing` until the answer is over.
 * @param {StoredFile[]} toRefresh
 * @param {Map<string, number>} refreshing
 */
async function refreshReadFiles(toRefresh, refreshing, { storeSocket, pages, refreshMs, now }) {
  while (toRefresh.length > 0 && toRefresh[0].writtenMs + refreshMs <= now) {
    const stored = /** @type {StoredFile} */ (toRefresh.shift());
    if (refreshing.has(stored.file)) continue;
    const stats = await stat(stored.file).catch(() => null);
    if (!stats || !unchangedSince(stats.ctimeMs, stored.writtenMs) || stats.atimeMs <= stats.mtimeMs) continue;
    const asked = requestPageAgain(storeSocket, pages, stored);
    if (!asked) continue;
    refreshing.set(stored.file, stored.writtenMs);
    asked.finally(() => refreshing.delete(stored.file));
  }
}

/**
 * A file nginx logged writing: when, and the Host and scheme of the request that wrote it.
 * @typedef {{ file: string, writtenMs: number, host: string, proto: string }} StoredFile
 */

// What a refresh may send back as the request's Host.
const PLAIN_HOST = /^[A-Za-z0-9.:[\]-]{1,255}$/;

/**
 * Asks the store server for the page a file holds, as the request that wrote it did (its language
 * as the only cookie, its encoding as the only one accepted): nginx writes the new copy over the
 * file. Resolves when the answer is over (whatever it was); null for a name that is no page's.
 * @param {StoredFile} stored
 */
function requestPageAgain(storeSocket, pages, { file, host, proto }) {
  const [language, encoding, ...rest] = path.relative(pages, file).split(path.sep);
  const name = `/${rest.join("/")}`;
  const at = name.lastIndexOf("@");
  if (!language || !encoding || at < 0 || !PLAIN_HOST.test(host)) return null;
  const query = name.slice(at + 1);
  const headers = {
    Host: host,
    "X-Forwarded-Host": host,
    "X-Forwarded-Proto": proto === "https" ? "https" : "http",
    Cookie: `preferredLanguage=${language}`,
    "Accept-Encoding": encoding,
  };
  return new Promise((resolve) => {
    const asked = request(
      { socketPath: storeSocket, path: name.slice(0, at) + (query ? `?${query}` : ""), headers, timeout: 30_000 },
      (response) => response.resume().on("end", resolve).on("error", resolve),
    );
    asked.on("timeout", () => asked.destroy());
    asked.on("error", resolve);
    asked.end();
  });
}

/**
 * Reads what nginx added to its logs of writes (`stores`) since the last call: the files under
 * `pages` written meanwhile. Deletes the logs nothing can be added to any more. `logs`: how far
 * each log has been read.
 * @returns {Promise<StoredFile[]>}
 */
async function readStoreLogs(stores, pages, logs) {
  /** @type {StoredFile[]} */
  const written = [];
  let names;
  try {
    names = (await readdir(stores)).filter((name) => /^\d+\.log$/.test(name)).sort();
  } catch {
    return written;
  }
  for (const name of names) {
    const file = path.join(stores, name);
    const read = logs.get(name) ?? { offset: 0, rest: "" };
    logs.set(name, read);
    const handle = await open(file, "r").catch(() => null);
    if (!handle) continue;
    try {
      const { size } = await handle.stat();
      if (size > read.offset) {
        const buffer = Buffer.alloc(size - read.offset);
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, read.offset);
        read.offset += bytesRead;
        const lines = (read.rest + buffer.toString("utf8", 0, bytesRead)).split("\n");
        read.rest = lines.pop() ?? "";
        for (const line of lines) {
          const [seconds, stored, host = "", proto = ""] = line.split(" ");
          if (stored?.startsWith(pages + path.sep))
            written.push({ file: stored, writtenMs: Number(seconds) * 1000, host, proto });
        }
      }
    } finally {
      await handle.close();
    }
    // Named after its first second, less the last digit: nothing is added once its 10 s are over.
    if (Number(name.slice(0, -".log".length)) * STORE_LOG_SECONDS * 1000 < Date.now() - STORE_LOG_KEPT_MS) {
      await unlink(file).catch(() => {});
      logs.delete(name);
    }
  }
  return written;
}

/** Deletes every file under `folder` whose ctime is before `oldest`. */
async function sweepFolder(folder, oldest) {
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) await sweepFolder(file, oldest);
    else
      await stat(file)
        .then(({ ctimeMs }) => (ctimeMs < oldest ? unlink(file) : undefined))
        .catch(() => {});
  }
}
