// Text extraction in a worker thread (decision 011): the parsers, and everything else whose cost
// grows with a file (lib/extract/job.ts), run here, under the memory limit and time-out the main
// thread sets, so a hostile or huge file can stall or exhaust only this worker. The worker stays
// up between files (lib/extract/index.ts keeps a small pool and ends idle ones).
// Plain JavaScript, started by lib/extract/index.ts; the TypeScript it shares with the server is
// loaded from the project directory through tsx, which `npm start` already uses for the seed.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort } from "node:worker_threads";
import { tsImport } from "tsx/esm/api";

const EXTRACTORS = {
  pdf: async (bytes) => {
    const { extractText, getDocumentProxy } = await import("unpdf");
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    try {
      const { text } = await extractText(pdf, { mergePages: false });
      return text.join("\n\n");
    } finally {
      await pdf.destroy();
    }
  },
  docx: async (bytes) => {
    const mammoth = await import("mammoth");
    return (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
  },
  doc: async (bytes) => {
    const { default: WordExtractor } = await import("word-extractor");
    return (await new WordExtractor().extract(Buffer.from(bytes))).getBody();
  },
  pptx: async (bytes) => {
    const { parseOfficeAsync } = await import("officeparser");
    return parseOfficeAsync(Buffer.from(bytes), { outputErrorToConsole: false, newlineDelimiter: "\n" });
  },
  xlsx: spreadsheetText,
  xls: spreadsheetText,
};

async function spreadsheetText(bytes) {
  const XLSX = await import("@e965/xlsx");
  const workbook = XLSX.read(bytes, { type: "array", dense: true, cellFormula: false, cellHTML: false });
  return workbook.SheetNames.map((name) => {
    const rows = XLSX.utils.sheet_to_csv(workbook.Sheets[name], { FS: "\t", blankrows: false, strip: true });
    return `${name}\n${rows}`;
  }).join("\n\n");
}

// Text and passages travel in pieces, so the server's thread never takes (or later sends to the
// database) one 45 MB string at once, and one at a time, each when the server asks for more: Node
// hands a thread every message already waiting in one go, which would add them all up again.
const BATCH = 250;
const PIECE_CHARS = 250_000;

let askedForMore = () => {};
const send = (message) =>
  new Promise((resolve) => {
    askedForMore = resolve;
    parentPort.postMessage(message);
  });

function* pieces(text) {
  for (let start = 0; start < text.length;) {
    let end = Math.min(text.length, start + PIECE_CHARS);
    // Never between the two halves of a surrogate pair: each piece must be valid text on its own.
    if (end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1])) end--;
    yield text.slice(start, end);
    start = end;
  }
}

// From the project directory, not from this file: the build may bundle this file elsewhere.
const JOB_FILE = path.join(process.cwd(), "lib", "extract", "job.ts");
const { extractAndAnalyze } = await tsImport(pathToFileURL(JOB_FILE).href, import.meta.url);

parentPort.on("message", async (job) => {
  if (job.type === "more") return askedForMore();
  try {
    const { text, passages } = await extractAndAnalyze(
      job,
      async (extension, bytes) => String(await EXTRACTORS[extension](bytes)),
      (length) => parentPort.postMessage({ type: "parsed", length }),
    );
    await send({
      type: "text",
      readable: text !== null,
      passages: passages && { language: passages.language, config: passages.config, count: passages.chunks.length },
    });
    for (const piece of text === null ? [] : pieces(text)) await send({ type: "piece", piece });
    for (let start = 0; passages && start < passages.chunks.length; start += BATCH)
      await send({
        type: "passages",
        chunks: passages.chunks.slice(start, start + BATCH),
        refs: passages.refs.slice(start, start + BATCH),
        tokens: passages.tokens.slice(start, start + BATCH),
      });
    parentPort.postMessage({ type: "end" });
  } catch {
    parentPort.postMessage({ type: "failed" });
  }
});

parentPort.postMessage({ type: "ready" });
