// Renders the book's images from the static reader, so they always match the text:
//   public/assets/images/page-{n}.webp          600×800, the viewer's fallback image
//   public/assets/images/thumbs/page-{n}.webp   140×180, the 70×90 thumbnails at 2x
//   public/assets/images/verses/{key}.webp      verse cards for /api/images/search
// and the sample media of the seeded popovers (public/assets/media): a PDF made with pdf-lib,
// a spoken reading (espeak-ng + sox, when installed) and a short clip recorded from a canvas.
//
//   npx tsx scripts/book/build-static-reader.ts && node scripts/book/render-pages.mjs
//
// Chromium screenshots are PNG or JPEG only, so sharp (Next's own image library) converts to WebP.
import { createServer } from "node:http";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync, rmSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import { fullChromium } from "../chromium.mjs";

const PUBLIC = "public";
const OUT = join(PUBLIC, "assets/images");
const MEDIA = join(PUBLIC, "assets/media");
const TYPES = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".json": "application/json" };

const { pages } = JSON.parse(readFileSync(join(PUBLIC, "wyra-website/pages.json"), "utf8"));
const VERSES = [
  {
    key: "john316",
    reference: "John 3:16",
    text: "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.",
  },
  {
    key: "2corinthians517",
    reference: "2 Corinthians 5:17",
    text: "Therefore if any man be in Christ, he is a new creature: old things are passed away; behold, all things are become new.",
  },
];

const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
  const file = join(PUBLIC, path);
  if (!existsSync(file)) return res.writeHead(404).end();
  res.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream" }).end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: fullChromium(),
  args: ["--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: 600, height: 800 } });

mkdirSync(join(OUT, "thumbs"), { recursive: true });
mkdirSync(join(OUT, "verses"), { recursive: true });
mkdirSync(MEDIA, { recursive: true });

for (const { pageNumber } of pages) {
  await page.goto(`${base}/wyra-website/index.html?page=${pageNumber}&render=1`);
  await page.waitForSelector(`body[data-ready="true"]`);
  const png = await page.locator("#page").screenshot();
  await sharp(png)
    .webp({ quality: 78 })
    .toFile(join(OUT, `page-${pageNumber}.webp`));
  await sharp(png)
    .resize(140, 180, { fit: "cover", position: "top" })
    .webp({ quality: 70 })
    .toFile(join(OUT, "thumbs", `page-${pageNumber}.webp`));
}
console.log(`Rendered ${pages.length} pages and thumbnails.`);

const card = ({ reference, text }) => `<!doctype html><html><body style="margin:0">
<div id="card" style="width:800px;height:450px;display:flex;flex-direction:column;justify-content:center;padding:48px 64px;box-sizing:border-box;
background:linear-gradient(135deg,#7c2d12,#b45309);color:#fffaf3;font-family:Georgia,serif">
<p style="font-size:30px;line-height:1.4;margin:0 0 24px;font-style:italic">&ldquo;${text}&rdquo;</p>
<p style="font:700 24px system-ui,sans-serif;margin:0;color:#fcd34d">${reference} (KJV)</p>
<p style="font:14px system-ui,sans-serif;margin:24px 0 0;opacity:.8">Sample verse image</p></div></body></html>`;
for (const verse of VERSES) {
  await page.setViewportSize({ width: 800, height: 450 });
  await page.setContent(card(verse));
  await sharp(await page.locator("#card").screenshot())
    .webp({ quality: 80 })
    .toFile(join(OUT, "verses", `${verse.key}.webp`));
}
console.log(`Rendered ${VERSES.length} verse images.`);

// A 4-second clip recorded from a canvas by the browser's own MediaRecorder (WebM/VP8).
await page.goto(`${base}/wyra-website/index.html`);
const clip = await page.evaluate(async () => {
  const canvas = Object.assign(document.createElement("canvas"), { width: 640, height: 360 });
  const ctx = canvas.getContext("2d");
  const recorder = new MediaRecorder(canvas.captureStream(15), {
    mimeType: "video/webm;codecs=vp8",
    videoBitsPerSecond: 250_000,
  });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  const started = performance.now();
  await new Promise((resolve) => {
    const frame = () => {
      const t = (performance.now() - started) / 4000;
      ctx.fillStyle = `rgb(${124 + 80 * t}, ${45 + 60 * t}, 18)`;
      ctx.fillRect(0, 0, 640, 360);
      ctx.fillStyle = "#fffaf3";
      ctx.textAlign = "center";
      ctx.font = "bold 44px Georgia";
      ctx.fillText("He is risen", 320, 170);
      ctx.font = "20px sans-serif";
      ctx.fillText("Sample clip: replace with the ministry's own video", 320, 220);
      if (t < 1) requestAnimationFrame(frame);
      else resolve();
    };
    frame();
  });
  recorder.stop();
  await stopped;
  const buffer = await new Blob(chunks, { type: "video/webm" }).arrayBuffer();
  return Array.from(new Uint8Array(buffer));
});
writeFileSync(join(MEDIA, "sample-clip-risen.webm"), Buffer.from(clip));
await browser.close();
server.close();

const pdf = await PDFDocument.create();
const sheet = pdf.addPage([595, 842]);
const serif = await pdf.embedFont(StandardFonts.TimesRoman);
const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
const lines = [
  ["Next Steps: a one-page study sheet (sample)", bold, 20],
  ["", serif, 12],
  ["1. Read John 3 and write down what Jesus says about the new birth.", serif, 12],
  ["2. Read Ephesians 2:8-9. How is salvation received?", serif, 12],
  ["3. Read John 1:12 and 2 Corinthians 5:17. Who are you in Christ?", serif, 12],
  ["4. Tell someone what you have learned this week.", serif, 12],
  ["", serif, 12],
  ["Sample document: staff replace it with the ministry's own study material.", serif, 10],
];
lines.forEach(([text, font, size], i) =>
  sheet.drawText(text, { x: 56, y: 770 - i * 26, size, font, color: rgb(0.17, 0.11, 0.08) }),
);
writeFileSync(join(MEDIA, "sample-next-steps.pdf"), await pdf.save());

const reading =
  "Ephesians chapter 2, verses 8 and 9. For by grace are ye saved through faith; and that not of yourselves: it is the gift of God: Not of works, lest any man should boast.";
try {
  const raw = join(MEDIA, "reading.tmp.wav");
  execFileSync("espeak-ng", ["-v", "en-us", "-s", "150", "-w", raw, reading]);
  execFileSync("sox", [
    raw,
    "-r",
    "16000",
    "-c",
    "1",
    "-b",
    "8",
    "-e",
    "u-law",
    join(MEDIA, "sample-reading-ephesians-2-8.wav"),
  ]);
  rmSync(raw);
  console.log("Recorded the sample reading.");
} catch {
  console.log("espeak-ng or sox is not installed: the sample reading was left as it is.");
}
console.log("Done.");
