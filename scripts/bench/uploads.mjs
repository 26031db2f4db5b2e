// Upload figures for `npm run bench`:
//   1. time from uploading a 100-page PDF until its text is searchable (goal ≤ 3 s here);
//   2. the server's peak memory while a 50 MB video uploads (goal: streamed, ≤ 300 MB).
//
// `npm run bench -- uploads [--check]` runs it alone.
import { openAsBlob, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { createBenchFolder, registerBenchAdmin, report, runIfMain, serverRss, startBenchServer } from "./lib.mjs";

const VIDEO_BYTES = 50 * 1024 * 1024 - 64 * 1024; // just under the default 50 MB limit
const PAGES = 100;
const MARKER = "zephaniahbenchmarker";

export async function main() {
  const server = await startBenchServer("uploads");
  try {
    const cookie = await registerBenchAdmin(server.baseURL);
    const folderId = await createBenchFolder(server.baseURL, cookie);
    // Memory first, on a fresh server: the PDF's extraction would otherwise leave its heap behind.
    console.log("uploads: measuring server memory during a 50 MB video upload…");
    const video = await peakMemoryDuringVideo(server.baseURL, cookie, folderId, server.pid, server.dataDir);
    console.log("uploads: measuring a 100-page PDF upload…");
    const pdf = await timePdfToSearchable(server.baseURL, cookie, folderId, server.databaseUrl);
    return report([
      { name: "100-page PDF: upload to searchable", value: pdf, unit: "s", goal: "≤ 3 s", pass: pdf <= 3 },
      {
        name: "50 MB video upload: server peak memory",
        value: video.peakMb,
        unit: "MB",
        goal: "≤ 300 MB",
        pass: video.peakMb <= 300,
        detail: `${video.baselineMb} MB before the upload`,
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

async function peakMemoryDuringVideo(baseURL, cookie, folderId, serverPid, dataDir) {
  const video = path.join(dataDir, "video.mp4");
  const bytes = Buffer.alloc(VIDEO_BYTES);
  // An ISO-BMFF "ftyp" box is what makes the content a .mp4 by signature.
  Buffer.from([0, 0, 0, 0x18, ...Buffer.from("ftypisom"), 0, 0, 2, 0, ...Buffer.from("isomiso2")]).copy(bytes);
  writeFileSync(video, bytes);
  const toMb = (value) => Math.round(value / 1024 / 1024);
  const baseline = serverRss(serverPid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, serverRss(serverPid))), 25);
  try {
    const body = new FormData();
    body.append("categoryId", String(folderId));
    body.append("files", await openAsBlob(video, { type: "video/mp4" }), "sermon.mp4");
    const response = await fetch(`${baseURL}/api/documents`, { method: "POST", headers: { cookie }, body });
    if (response.status !== 201)
      throw new Error(`The video upload failed: ${response.status} ${await response.text()}`);
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, serverRss(serverPid));
  return { peakMb: toMb(peak), baselineMb: toMb(baseline) };
}

runIfMain(import.meta.url, main);
