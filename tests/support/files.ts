// Real files of every extractable type, made in memory for the tests (no binary fixtures in git).
import * as XLSX from "@e965/xlsx";
import { Document, Packer, Paragraph } from "docx";
import { PDFDocument, StandardFonts } from "pdf-lib";
import PptxGenJS from "pptxgenjs";

export async function makePdf(pages: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = pdf.addPage([595, 842]);
    text.split("\n").forEach((line, index) => page.drawText(line, { x: 50, y: 780 - index * 16, size: 11, font }));
  }
  return pdf.save();
}

export async function makeDocx(paragraphs: string[]): Promise<Uint8Array> {
  const doc = new Document({ sections: [{ children: paragraphs.map((text) => new Paragraph(text)) }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

export async function makePptx(slides: string[]): Promise<Uint8Array> {
  const pptx = new PptxGenJS();
  for (const text of slides) pptx.addSlide().addText(text, { x: 1, y: 1, w: 8, h: 1 });
  return new Uint8Array((await pptx.write({ outputType: "nodebuffer" })) as Buffer);
}

export function makeSpreadsheet(rows: string[][], bookType: "xlsx" | "biff8" = "xlsx"): Uint8Array {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), "Sheet1");
  return new Uint8Array(XLSX.write(workbook, { type: "buffer", bookType }) as Buffer);
}

// The smallest valid PNG (1×1, transparent).
export const TINY_PNG = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64"),
);
