// npm run bench -- upload-soak [--check]: ten 5 MB documents uploaded at once while 16 visitors
// browse public pages (decision 004). The text of each upload is read, split and analysed by the
// extraction queue's worker, so public pages should barely notice. Measures the p99 of public pages
// idle (visitors only) and during the uploads, and the server's peak memory (its worker threads included).
// Goals (--check): p99 during the uploads ≤ 2× idle, peak RSS < 1 GB, every upload answered 201 and indexed.
// Each answered upload prints the figures so far; after BENCH_UPLOAD_SOAK_MINUTES (default 30) the
// bench stops waiting and reports what it has, the unanswered uploads counting as not indexed.
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { createBenchFolder, registerBenchAdmin, report, runIfMain, serverRss, startBenchServer } from "./lib.mjs";

const VISITORS = 16;
const DOCUMENTS = 10;
const DOCUMENT_BYTES = 5 * 1024 * 1024;
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const PAGES = ["/", "/about", "/contact", "/videos", "/interactive-books"];
const MB = 1024 * 1024;
const DEADLINE_MS = Number(process.env.BENCH_UPLOAD_SOAK_MINUTES ?? 30) * 60_000;

export async function main() {
  const server = await startBenchServer("upload-soak");
  try {
    const cookie = await registerBenchAdmin(server.baseURL);
    const folderId = await createBenchFolder(server.baseURL, cookie);
    // Built before anyone browses: making 50 MB of text would stall this client, not the server.
    const texts = Array.from({ length: DOCUMENTS }, (_, n) => teaching(n));
    const visitors = startVisitors(server.baseURL);
    // Warm-up: every page rendered and cached once, the first compilations done.
    await sleep(10_000);
    visitors.phase("idle");
    console.log(`upload-soak: ${VISITORS} visitors browsing, ${IDLE_SECONDS} s idle…`);
    await sleep(IDLE_SECONDS * 1000);
    visitors.phase("uploads");
    console.log(`upload-soak: uploading ${DOCUMENTS} documents of ${DOCUMENT_BYTES / MB} MB at once…`);
    let peakRss = serverRss(server.pid);
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, serverRss(server.pid))), 250);
    const started = performance.now();
    const states = watchStates(server.baseURL, cookie);
    const answered = [];
    const all = Promise.all(
      Array.from({ length: DOCUMENTS }, async (_, n) => {
        const answer = await upload(server.baseURL, cookie, folderId, n, texts[n]);
        answered.push(answer);
        const elapsed = Math.round((performance.now() - started) / 1000);
        const { idle, during } = visitors.sofar();
        console.log(
          `  upload ${n}: ${answer.status} ${answer.document?.status ?? ""} after ${elapsed} s (${answered.length} of ${DOCUMENTS}); ` +
            `peak RSS so far ${Math.round(peakRss / MB)} MB; public p99 so far ${percentile(during, 0.99).toFixed(0)} ms ` +
            `(idle ${percentile(idle, 0.99).toFixed(0)} ms)`,
        );
      }),
    );
    const finished = await Promise.race([all.then(() => true), sleep(DEADLINE_MS, false, { ref: false })]);
    if (!finished) console.log(`upload-soak: stopped waiting after ${DEADLINE_MS / 60_000} min`);
    const uploads = [
      ...answered,
      ...Array.from({ length: DOCUMENTS - answered.length }, () => ({ status: "unanswered", document: null })),
    ];
    const seconds = Math.round((performance.now() - started) / 1000);
    clearInterval(sampler);
    const seen = await states.stop();
    return summarize({ uploads, seconds, seen, peakRss, ...(await visitors.stop()) });
  } finally {
    await server.stop();
  }
}

/** Prints what the uploads and visitors saw, and checks it against the goals. */
function summarize({ uploads, seconds, seen, peakRss, idle, during, errors }) {
  const p99Idle = percentile(idle, 0.99);
  const p99During = percentile(during, 0.99);
  const indexed = uploads.filter((u) => u.status === 201 && u.document?.status === "indexed").length;
  console.log(
    `upload statuses: ${uploads.map((u) => u.status).join(" ")}; ${uploads.reduce((n, u) => n + (u.document?.chunks ?? 0), 0)} passages in ${seconds} s`,
  );
  console.log(`document states seen while uploading: ${[...seen].join(", ")}`);
  console.log(
    `public pages: idle ${idle.length} requests, p50 ${percentile(idle, 0.5).toFixed(0)} ms, p99 ${p99Idle.toFixed(0)} ms; ` +
      `during uploads ${during.length} requests, p50 ${percentile(during, 0.5).toFixed(0)} ms, p99 ${p99During.toFixed(0)} ms; ${errors} errors`,
  );
  return report([
    {
      name: "public pages p99 during uploads / idle",
      value: Number((p99During / p99Idle).toFixed(2)),
      unit: "×",
      goal: "≤ 2",
      pass: p99During <= 2 * p99Idle && errors === 0,
      detail: `${p99Idle.toFixed(0)} → ${p99During.toFixed(0)} ms`,
    },
    {
      name: "server peak RSS during uploads",
      value: Math.round(peakRss / MB),
      unit: "MB",
      goal: "< 1024 MB",
      pass: peakRss < 1024 * MB,
    },
    {
      name: "uploads indexed",
      value: indexed,
      unit: `of ${DOCUMENTS}`,
      goal: `${DOCUMENTS}`,
      pass: indexed === DOCUMENTS,
    },
  ]);
}

/** Visitors each reading a page after another; latencies by phase. */
function startVisitors(baseURL) {
  let phase = "warm-up";
  let running = true;
  let errors = 0;
  const times = { "warm-up": [], idle: [], uploads: [] };
  const loops = Array.from({ length: VISITORS }, async (_, visitor) => {
    await sleep(visitor * 37);
    while (running) {
      const page = PAGES[Math.floor(Math.random() * PAGES.length)];
      const current = phase;
      const t0 = performance.now();
      try {
        const response = await fetch(`${baseURL}${page}`);
        await response.arrayBuffer();
        if (response.status >= 500) errors++;
      } catch {
        errors++;
      }
      if (current === phase) times[current].push(performance.now() - t0);
    }
  });
  return {
    phase: (next) => (phase = next),
    sofar: () => ({ idle: times.idle, during: times.uploads }),
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return { idle: times.idle, during: times.uploads, errors };
    },
  };
}

/** Polls the document list, as the admin screen does, collecting the states it shows. */
function watchStates(baseURL, cookie) {
  const seen = new Set();
  let running = true;
  const loop = (async () => {
    while (running) {
      const response = await fetch(`${baseURL}/api/documents?fields=summary`, { headers: { cookie } });
      if (response.ok) for (const row of await response.json()) seen.add(row.status);
      await sleep(1_000);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return seen;
    },
  };
}

/** A teaching of 5 MB: paragraphs of prose with a scripture reference now and then. */
function teaching(n) {
  const paragraphs = [
    `Teaching ${n}: grace is the free gift of God, received by faith and not by works, as Ephesians 2:8-9 says.`,
    "The father saw his son while he was still a long way off, and ran to meet him, and embraced him.",
    "We love because he first loved us; a heart that has been forgiven learns to forgive in its turn.",
  ];
  const block = `${paragraphs.join("\n\n")}\n\n`;
  return Buffer.from(block.repeat(Math.ceil(DOCUMENT_BYTES / block.length))).subarray(0, DOCUMENT_BYTES);
}

/**
 * One multipart upload through node:http: the answer comes once the file is indexed, which can
 * take longer than fetch's five-minute wait for headers while nine other files are ahead in the queue.
 */
function upload(baseURL, cookie, folderId, n, text) {
  const boundary = `----uploadsoak${n}${Date.now()}`;
  const head = (name, extra = "") => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n`;
  const body = Buffer.concat([
    Buffer.from(`${head("categoryId")}\r\n${folderId}\r\n`),
    Buffer.from(`${head("files", `; filename="teaching-${n}.txt"`)}Content-Type: text/plain\r\n\r\n`),
    text,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return new Promise((resolve) => {
    const request = http.request(
      `${baseURL}/api/documents`,
      {
        method: "POST",
        headers: {
          cookie,
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
          "Content-Length": body.length,
        },
      },
      (response) => {
        const parts = [];
        response.on("data", (part) => parts.push(part));
        response.on("end", () => {
          let document = null;
          try {
            document = JSON.parse(Buffer.concat(parts).toString()).documents?.[0] ?? null;
          } catch {}
          resolve({ status: response.statusCode, document });
        });
      },
    );
    request.on("error", () => resolve({ status: 599, document: null }));
    request.end(body);
  });
}

function percentile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

runIfMain(import.meta.url, main);
