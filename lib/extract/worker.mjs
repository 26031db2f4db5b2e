// Text extraction in a worker thread (decision 011): the parsers run here, under the memory limit
// and time-out the main thread sets, so a hostile file can stall or exhaust only this worker.
// Plain JavaScript, loaded from disk by lib/extract/index.ts (not bundled).
import { parentPort, workerData } from "node:worker_threads";

const { extension, bytes } = workerData;

const EXTRACTORS = {
  pdf: async () => {
    const { extractText, getDocumentProxy } = await import("unpdf");
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    try {
      const { text } = await extractText(pdf, { mergePages: false });
      return text.join("\n\n");
    } finally {
      await pdf.destroy();
    }
  },
  docx: async () => {
    const mammoth = await import("mammoth");
    return (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;
  },
  doc: async () => {
    const { default: WordExtractor } = await import("word-extractor");
    return (await new WordExtractor().extract(Buffer.from(bytes))).getBody();
  },
  pptx: async () => {
    const { parseOfficeAsync } = await import("officeparser");
    return parseOfficeAsync(Buffer.from(bytes), { outputErrorToConsole: false, newlineDelimiter: "\n" });
  },
  xlsx: spreadsheetText,
  xls: spreadsheetText,
};

async function spreadsheetText() {
  const XLSX = await import("@e965/xlsx");
  const workbook = XLSX.read(bytes, { type: "array", dense: true, cellFormula: false, cellHTML: false });
  return workbook.SheetNames.map((name) => {
    const rows = XLSX.utils.sheet_to_csv(workbook.Sheets[name], { FS: "\t", blankrows: false, strip: true });
    return `${name}\n${rows}`;
  }).join("\n\n");
}

try {
  parentPort.postMessage({ text: String(await EXTRACTORS[extension]()) });
} catch {
  parentPort.postMessage({ error: true });
}
