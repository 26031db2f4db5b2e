// npm run bench -- soak [--minutes=N]: mixed traffic for 10 minutes (N for a shorter check)
// against `next start` on a fresh database: visitors reading public pages, asking the chatbot and
// sending contact messages, and an admin editing a setting and uploading documents, at a fixed
// pace the machine sustains. Prints the server's memory at the start (after the warm-up minute)
// and the end, the count of 5xx, and p50/p99 latency per minute. Loopback only.
// Goals (--check): no 5xx, memory at the end within 1.5× the start, p99 of every minute within 2× the first.
import { readdirSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { report, runIfMain, startBenchServer } from "./lib.mjs";

const minutesArg = process.argv.find((arg) => arg.startsWith("--minutes="));
const MINUTES = Math.max(1, Number(minutesArg?.split("=")[1] ?? 10));
// Requests per second per kind; each stream sends its next request when the previous answered.
const STREAMS = [
  { name: "page", every: 150, run: publicPage },
  { name: "page", every: 150, run: publicPage },
  { name: "api", every: 200, run: (ctx) => ctx.get("/api/settings") },
  { name: "chat", every: 2_000, run: chat },
  { name: "contact", every: 5_000, run: contact },
  { name: "admin-edit", every: 3_000, run: editSetting },
  { name: "admin-upload", every: 6_000, run: upload },
];
const PAGES = ["/", "/about", "/contact", "/videos", "/interactive-books"];

export async function main() {
  const server = await startBenchServer("soak");
  try {
    const ctx = await prepare(server.baseURL);
    const serverPid = nextServerPid(server.pid);
    console.log(`Soak: ${MINUTES} min of mixed traffic against ${server.baseURL} (server pid ${serverPid}).`);
    return summarize(await runTraffic(ctx, serverPid));
  } finally {
    await server.stop();
  }
}

/** An admin session, a folder for the uploads and the setting the admin stream edits. */
async function prepare(baseURL) {
  const cookie = await registerAdmin(baseURL);
  const folderId = await json(baseURL, cookie, "POST", "/api/categories", { name: "Soak", slug: "soak" }).then(
    (r) => r.id,
  );
  const ctx = makeContext(baseURL, cookie, folderId);
  const settings = await json(baseURL, cookie, "GET", "/api/settings");
  ctx.setting = settings.find((setting) => setting.name === "site_tagline");
  return ctx;
}

/** Every stream until the end: each answer's status and time by minute, and the server's memory. */
async function runTraffic(ctx, serverPid) {
  const tally = { minutes: [], statuses: {}, fiveXX: 0, other: 0, memoryStart: 0, rssByMinute: [] };
  const started = Date.now();
  const end = started + MINUTES * 60_000;
  const record = (kind, status, ms) => {
    tally.statuses[`${kind} ${status}`] = (tally.statuses[`${kind} ${status}`] ?? 0) + 1;
    // The last requests may answer just after the end: they count in the last minute.
    const minute = Math.min(MINUTES - 1, Math.floor((Date.now() - started) / 60_000));
    (tally.minutes[minute] ??= []).push(ms);
    if (status >= 500) tally.fiveXX++;
    else if (status >= 400 && status !== 429) tally.other++;
  };
  // "Start" is after the warm-up minute (first compilations of each route, caches filled).
  const memoryTimer = setTimeout(
    () => (tally.memoryStart = rssMb(serverPid)),
    Math.min(60_000, (MINUTES * 60_000) / 2),
  );
  // RSS at the end of each minute: a plateau is the heap settling, a steady climb a leak.
  const rssSampler = setInterval(() => tally.rssByMinute.push(rssMb(serverPid)), 60_000);
  await Promise.all(
    STREAMS.map(async (stream, index) => {
      await sleep(index * 50);
      while (Date.now() < end) {
        const t0 = performance.now();
        const status = await stream.run(ctx).catch(() => 599);
        record(stream.name, status, performance.now() - t0);
        await sleep(Math.max(0, stream.every - (performance.now() - t0)));
      }
    }),
  );
  clearTimeout(memoryTimer);
  clearInterval(rssSampler);
  tally.memoryEnd = rssMb(serverPid);
  tally.rssByMinute[MINUTES - 1] = tally.memoryEnd;
  return tally;
}

/** Prints the minutes, memory and answers, and checks them against the goals. */
function summarize({ minutes, statuses, fiveXX, other, memoryStart, memoryEnd, rssByMinute }) {
  const p99s = printMinutes(minutes, rssByMinute);
  console.log(`memory (server RSS): start ${memoryStart} MB, end ${memoryEnd} MB`);
  console.log(`5xx: ${fiveXX}; other 4xx (not 429): ${other}; rate-limited (429) not counted as errors`);
  console.log(
    `answers by kind: ${Object.entries(statuses)
      .sort()
      .map(([key, n]) => `${key}: ${n}`)
      .join(", ")}`,
  );
  const worstRatio = Math.max(...p99s.slice(1).map((p) => p / p99s[0]), 1);
  return report([
    { name: "soak 5xx", value: fiveXX, unit: "", goal: "0", pass: fiveXX === 0 },
    {
      name: "soak memory end/start",
      value: Number((memoryEnd / memoryStart).toFixed(2)),
      unit: "×",
      goal: "≤ 1.5",
      pass: memoryEnd <= memoryStart * 1.5,
    },
    {
      name: "soak worst minute p99 / first minute p99",
      value: Number(worstRatio.toFixed(2)),
      unit: "×",
      goal: "≤ 2",
      pass: worstRatio <= 2,
    },
  ]);
}

/** One line a minute (requests, p50, p99, server RSS); returns each minute's p99. */
function printMinutes(minutes, rssByMinute) {
  console.log("minute  requests  p50 ms  p99 ms  RSS MB");
  const p99s = [];
  minutes.forEach((times, i) => {
    const sorted = [...times].sort((a, b) => a - b);
    const pick = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    p99s.push(pick(0.99));
    console.log(
      `${String(i + 1).padStart(6)}  ${String(times.length).padStart(8)}  ${pick(0.5).toFixed(0).padStart(6)}  ${pick(0.99).toFixed(0).padStart(6)}  ${String(rssByMinute[i] ?? "").padStart(6)}`,
    );
  });
  return p99s;
}

function makeContext(baseURL, cookie, folderId) {
  let visitor = 0;
  return {
    baseURL,
    cookie,
    folderId,
    // Each request comes from another visitor address, as through the proxy, so the per-visitor
    // limits of chat and contact measure the server, not the limiter.
    visitorHeaders: () => ({
      "X-Forwarded-For": `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor++ & 255}`,
    }),
    get: async (path) => {
      const response = await fetch(`${baseURL}${path}`);
      await response.arrayBuffer();
      return response.status;
    },
  };
}

function publicPage(ctx) {
  return ctx.get(PAGES[Math.floor(Math.random() * PAGES.length)]);
}

async function chat(ctx) {
  const response = await fetch(`${ctx.baseURL}/api/chatbot/message`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...ctx.visitorHeaders() },
    body: JSON.stringify({
      question: "What does the book teach about grace?",
      sessionId: `session_${Date.now()}_${"soakvisitor".padEnd(24, "x")}`,
    }),
  });
  await response.arrayBuffer();
  return response.status;
}

async function contact(ctx) {
  const response = await fetch(`${ctx.baseURL}/api/contact/send`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...ctx.visitorHeaders() },
    body: JSON.stringify({
      name: "Soak",
      email: "soak@example.org",
      subject: "Soak",
      message: "A message sent by the soak test.",
    }),
  });
  await response.arrayBuffer();
  return response.status;
}

let edits = 0;
async function editSetting(ctx) {
  const { name, displayName, type, description, category, isPublic } = ctx.setting;
  const response = await fetch(`${ctx.baseURL}/api/settings/${ctx.setting.id}`, {
    method: "PATCH",
    headers: { "Content-Type": "application/json", cookie: ctx.cookie },
    body: JSON.stringify({
      name,
      displayName,
      type,
      description: description ?? undefined,
      category,
      isPublic,
      value: `Soak tagline ${edits++ % 5}`,
    }),
  });
  await response.arrayBuffer();
  return response.status;
}

let uploads = 0;
async function upload(ctx) {
  const body = new FormData();
  body.set("categoryId", String(ctx.folderId));
  body.append(
    "files",
    new Blob([`Soak teaching ${uploads++}. `.repeat(2_000)], { type: "text/plain" }),
    `soak-${uploads}.txt`,
  );
  const response = await fetch(`${ctx.baseURL}/api/documents`, {
    method: "POST",
    headers: { cookie: ctx.cookie },
    body,
  });
  const created = response.status === 201 ? await response.json() : (await response.arrayBuffer(), null);
  // Keep the library small: delete what was uploaded the time before.
  const id = created?.documents?.[0]?.id;
  if (id && uploads % 2 === 0)
    await fetch(`${ctx.baseURL}/api/documents/${id}`, { method: "DELETE", headers: { cookie: ctx.cookie } }).then((r) =>
      r.arrayBuffer(),
    );
  return response.status;
}

async function registerAdmin(baseURL) {
  const response = await fetch(`${baseURL}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "soak_admin", email: "soak@example.org", password: "Soak-pass-123" }),
  });
  if (response.status !== 201) throw new Error(`Registering the soak admin failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function json(baseURL, cookie, method, path, body) {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: { "Content-Type": "application/json", cookie },
    body: body ? JSON.stringify(body) : undefined,
  });
  return response.json();
}

/** The Node process serving requests: the descendant of the wrapper whose command is next's server. */
function nextServerPid(rootPid) {
  const children = new Map();
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    if (!pid) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {}
  }
  const queue = [rootPid];
  let best = rootPid;
  while (queue.length) {
    const pid = queue.shift();
    const cmd = readProc(pid, "cmdline");
    if (/next-server|next\/dist|\.bin\/next/.test(cmd) && !/postgres/.test(cmd)) best = pid;
    queue.push(...(children.get(pid) ?? []));
  }
  return best;
}

const readProc = (pid, file) => {
  try {
    return readFileSync(`/proc/${pid}/${file}`, "utf8");
  } catch {
    return "";
  }
};

const rssMb = (pid) => Math.round(Number(readProc(pid, "status").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024);

runIfMain(import.meta.url, main);
