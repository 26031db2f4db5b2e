import { createDeflate } from "node:zlib";
import { PDFDocument, StandardFonts } from "pdf-lib";

// A hostile PDF for the extraction tests (decision 011): one page whose content stream is a few
// hundred KB of FlateDecode that a reader inflates to `size` bytes of spaces.

/** Deflates `size` spaces in 1 MB chunks, never holding them all in memory. */
async function deflatedSpaces(size: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  const block = Buffer.alloc(1024 * 1024, " ");
  for (let written = 0; written < size; written += block.length) {
    const part = written + block.length > size ? block.subarray(0, size - written) : block;
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

export async function makeFlateBombPdf(size: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText("A page of spaces", { x: 50, y: 780, size: 11, font });
  const spaces = pdf.context.stream(await deflatedSpaces(size), { Filter: "FlateDecode" });
  page.node.addContentStream(pdf.context.register(spaces));
  return pdf.save();
}
