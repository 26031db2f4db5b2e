// Upload figures for `npm run bench`:
//   1. time from uploading a 100-page PDF until its text is searchable (goal ≤ 3 s here);
//   2. how much the server grows while a 200 MB video uploads, after a 50 MB one (goal: streamed,
//      ≤ 25 MB; holding the file would add its 200 MB). The first large upload grows the server by
//      about 70 MB, which later ones reuse, and the idle server is 270–350 MB, mostly Next's loaded
//      code: neither says how an upload is handled (decision 004).
//
// `npm run bench -- uploads [--check]` runs it alone.
import { openAsBlob, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { createBenchFolder, registerBenchAdmin, report, runIfMain, serverRss, startBenchServer } from "./lib.mjs";

const MB = 1024 * 1024;
const UPLOAD_MAX_MB = 250;
const PAGES = 100;
const MARKER = "zephaniahbenchmarker";

export async function main() {
  const server = await startBenchServer("uploads", { env: { UPLOAD_MAX_MB: String(UPLOAD_MAX_MB) } });
  try {
    const cookie = await registerBenchAdmin(server.baseURL);
    const folderId = await createBenchFolder(server.baseURL, cookie);
    // Memory first, on a fresh server: the PDF's extraction would otherwise leave its heap behind.
    console.log("uploads: measuring server memory during a 200 MB video upload…");
    const video = await peakMemoryDuringVideo(server.baseURL, cookie, folderId, server.pid, server.dataDir);
    console.log("uploads: measuring a 100-page PDF upload…");
    const pdf = await timePdfToSearchable(server.baseURL, cookie, folderId, server.databaseUrl);
    return report([
      { name: "100-page PDF: upload to searchable", value: pdf, unit: "s", goal: "≤ 3 s", pass: pdf <= 3 },
      {
        name: "200 MB video upload: server memory growth",
        value: video.peakMb - video.baselineMb,
        unit: "MB",
        goal: "≤ 25 MB",
        pass: video.peakMb - video.baselineMb <= 25,
        detail: `peak ${video.peakMb} MB; ${video.coldMb} MB idle, ${video.baselineMb} MB after a first 50 MB upload`,
      },
    ]);
  } finally {
    await server.stop();
  }
}

async function makeHundredPagePdf() {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const line = "Sample benchmark teaching text about grace, faith, redemption and the new birth in Christ.";
  for (let page = 1; page <= PAGES; page += 1) {
    const sheet = pdf.addPage([595, 842]);
    for (let row = 0; row < 45; row += 1)
      sheet.drawText(`${page}.${row} ${line}`, { x: 40, y: 800 - row * 17, size: 10, font });
    if (page === PAGES) sheet.drawText(MARKER, { x: 40, y: 20, size: 10, font });
  }
  return pdf.save();
}

async function timePdfToSearchable(baseURL, cookie, folderId, databaseUrl) {
  const bytes = await makeHundredPagePdf();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const body = new FormData();
    body.append("categoryId", String(folderId));
    body.append("files", new Blob([bytes], { type: "application/pdf" }), "hundred-pages.pdf");
    const started = performance.now();
    const response = await fetch(`${baseURL}/api/documents`, { method: "POST", headers: { cookie }, body });
    if (response.status !== 201) throw new Error(`The PDF upload failed: ${response.status} ${await response.text()}`);
    for (;;) {
      const { rows } = await db.query(
        `SELECT 1 FROM "KnowledgeChunk" WHERE "searchVector" @@ plainto_tsquery('english', $1) LIMIT 1`,
        [MARKER],
      );
      if (rows.length > 0) break;
      if (performance.now() - started > 60_000) throw new Error("The PDF never became searchable.");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return Math.round(performance.now() - started) / 1000;
  } finally {
    await db.end();
  }
}

/** A file of `size` bytes that is a .mp4 by its signature (an ISO-BMFF "ftyp" box). */
function writeVideo(file, size) {
  const bytes = Buffer.alloc(size);
  Buffer.from([0, 0, 0, 0x18, ...Buffer.from("ftypisom"), 0, 0, 2, 0, ...Buffer.from("isomiso2")]).copy(bytes);
  writeFileSync(file, bytes);
  return file;
}

async function uploadVideo(baseURL, cookie, folderId, file, name) {
  const body = new FormData();
  body.append("categoryId", String(folderId));
  body.append("files", await openAsBlob(file, { type: "video/mp4" }), name);
  const response = await fetch(`${baseURL}/api/documents`, { method: "POST", headers: { cookie }, body });
  if (response.status !== 201) throw new Error(`The video upload failed: ${response.status} ${await response.text()}`);
}

async function peakMemoryDuringVideo(baseURL, cookie, folderId, serverPid, dataDir) {
  const toMb = (value) => Math.round(value / 1024 / 1024);
  const cold = serverRss(serverPid);
  await uploadVideo(baseURL, cookie, folderId, writeVideo(path.join(dataDir, "first.mp4"), 50 * MB), "first.mp4");
  const video = writeVideo(path.join(dataDir, "video.mp4"), 200 * MB);
  const baseline = serverRss(serverPid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, serverRss(serverPid))), 25);
  try {
    await uploadVideo(baseURL, cookie, folderId, video, "sermon.mp4");
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, serverRss(serverPid));
  return { peakMb: toMb(peak), baselineMb: toMb(baseline), coldMb: toMb(cold) };
}

runIfMain(import.meta.url, main);
