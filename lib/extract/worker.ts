import { setPriority } from "node:os";
import { getHeapStatistics } from "node:v8";
import { parentPort, workerData } from "node:worker_threads";
import { compoundFileProblem } from "@/lib/extract/compound-file";
import { extractAndAnalyze, type ExtractionJob, type Parse } from "@/lib/extract/job";

// Linux keeps a nice value per thread, so only this worker yields the CPU; elsewhere it would slow the server.
if (process.platform === "linux") setPriority((workerData as { nice?: number } | null)?.nice ?? 0);

const PLAIN_TEXT = { includeImages: false, textConfig: { preserveLayout: false } } as const;
// officeparser 8 holds up to 2 KB of heap per XML element of a slide (measured): past this many it
// refuses a deck before reading it, where it would otherwise parse for seconds and run out of memory.
const MAX_XML_ELEMENTS = Math.floor(getHeapStatistics().heap_size_limit / 2048);

const EXTRACTORS: Record<string, (bytes: Uint8Array) => Promise<string>> = {
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
    const problem = compoundFileProblem(bytes);
    if (problem) throw new Error(`Unreadable .doc: ${problem}`);
    const { default: WordExtractor } = await import("word-extractor");
    return (await new WordExtractor().extract(Buffer.from(bytes))).getBody();
  },
  pptx: async (bytes) => {
    const { OfficeGenerator, OfficeParser } = await import("officeparser");
    // Slides and speaker notes only: comments and masters are not the teaching, and the type is known.
    const deck = await OfficeParser.parseOffice(Buffer.from(bytes), {
      fileType: "pptx",
      ignoreComments: true,
      ignoreSlideMasters: true,
      decompressionLimits: { maxXmlElements: MAX_XML_ELEMENTS },
    });
    // One line per paragraph or table cell, no list markers or image placeholders; a blank line between slides.
    const slides: string[] = [];
    for (const slide of deck.content)
      slides.push(String((await OfficeGenerator.generate({ ...deck, content: [slide] }, "text", PLAIN_TEXT)).value));
    return slides.join("\n\n");
  },
  xlsx: spreadsheetText,
  xls: spreadsheetText,
};

async function spreadsheetText(bytes: Uint8Array) {
  const XLSX = await import("@e965/xlsx");
  const workbook = XLSX.read(bytes, { type: "array", dense: true, cellFormula: false, cellHTML: false });
  return workbook.SheetNames.map((name) => {
    const rows = XLSX.utils.sheet_to_csv(workbook.Sheets[name], { FS: "\t", blankrows: false, strip: true });
    return `${name}\n${rows}`;
  }).join("\n\n");
}

const parse: Parse = async (extension, bytes) => String(await EXTRACTORS[extension](bytes));

// One piece per request: Node hands a thread all waiting messages at once, so the server would hold 45 MB again.
const BATCH = 250;
const PIECE_CHARS = 250_000;

const port = parentPort!;
let askedForMore = () => {};
const send = (message: object) =>
  new Promise<void>((resolve) => {
    askedForMore = resolve;
    port.postMessage(message);
  });

function* pieces(text: string) {
  for (let start = 0; start < text.length;) {
    let end = Math.min(text.length, start + PIECE_CHARS);
    // Never between the two halves of a surrogate pair: each piece must be valid text on its own.
    if (end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1])) end--;
    yield text.slice(start, end);
    start = end;
  }
}

port.on("message", async (job: ExtractionJob | { type: "more" }) => {
  if ("type" in job) return askedForMore();
  try {
    const { text, passages } = await extractAndAnalyze(job, parse, (length) =>
      port.postMessage({ type: "parsed", length }),
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
    port.postMessage({ type: "end" });
  } catch {
    port.postMessage({ type: "failed" });
  }
});

port.postMessage({ type: "ready" });
