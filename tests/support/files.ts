// Real files of every extractable type, made in memory for the tests (no binary fixtures in git),
// and the multipart forms the browser and API tests upload them in.
import { crc32 } from "node:zlib";
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

/** A PDF that asks for a password: its trailer names a Standard security handler whose user password is not empty. */
export async function makePasswordProtectedPdf(): Promise<Uint8Array> {
  const plain = Buffer.from(
    await (await PDFDocument.load(await makePdf(["Secret sermon notes"]))).save({ useObjectStreams: false }),
  ).toString("latin1");
  const hex = (byte: string, length: number) => `<${byte.repeat(length)}>`;
  const encrypt = `/Encrypt << /Filter /Standard /V 1 /R 2 /O ${hex("7a", 32)} /U ${hex("5c", 32)} /P -44 >> /ID [${hex("01", 16)} ${hex("01", 16)}]`;
  return new Uint8Array(
    Buffer.from(
      plain.replace(/trailer\s*<</, (match) => `${match}\n${encrypt}\n`),
      "latin1",
    ),
  );
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

/**
 * A Word 97–2003 .doc: an OLE compound file with a WordDocument stream (a File Information Block
 * whose text is one 8-bit piece) and a 1Table stream holding the piece table. Just the parts a
 * reader needs to find the text; Word itself would add styles and more.
 */
export function makeDoc(paragraphs: string[]): Uint8Array {
  const text = `${paragraphs.join("\r")}\r`;
  const TEXT_AT = 0x400;
  const word = Buffer.alloc(TEXT_AT + text.length);
  word.writeUInt16LE(0xa5ec, 0x00); // wIdent
  word.writeUInt16LE(0x00c1, 0x02); // nFib: Word 97
  word.writeUInt16LE(0x0200, 0x0a); // fWhichTblStm: the table is in "1Table"
  word.writeUInt32LE(TEXT_AT, 0x18); // fcMin
  word.writeUInt32LE(TEXT_AT + text.length, 0x1c); // fcMac
  word.writeUInt32LE(text.length, 0x4c); // ccpText
  word.write(text, TEXT_AT, "latin1");
  // Clx: one Pcdt holding a PlcPcd of one piece (cp 0..n, 8-bit text at TEXT_AT).
  const table = Buffer.alloc(1 + 4 + 8 + 8);
  table.writeUInt8(2, 0);
  table.writeUInt32LE(16, 1);
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(text.length, 9);
  table.writeUInt16LE(0, 13);
  table.writeUInt32LE(((TEXT_AT * 2) | 0x40000000) >>> 0, 15);
  table.writeUInt16LE(0, 19);
  word.writeUInt32LE(0, 0x1a2); // fcClx
  word.writeUInt32LE(table.length, 0x1a6); // lcbClx
  const container = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(container, "WordDocument", word);
  XLSX.CFB.utils.cfb_add(container, "1Table", table);
  return new Uint8Array(XLSX.CFB.write(container, { type: "buffer" }) as Buffer);
}

// The smallest valid PNG (1×1, transparent).
export const TINY_PNG = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64"),
);

/** TINY_PNG with a header claiming `width` × `height` pixels (what an image decoder would allocate). */
export function pngDeclaring(width: number, height: number): Uint8Array {
  const png = Buffer.from(TINY_PNG);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  // The IHDR chunk's CRC covers its type and data (bytes 12 to 28).
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return new Uint8Array(png);
}

/** A short silent WAV (RIFF/WAVE header + PCM samples). */
export function makeWav(samples = 8000): Uint8Array {
  const data = samples * 2;
  const buffer = Buffer.alloc(44 + data);
  buffer.write("RIFF", 0);
  buffer.writeUInt32LE(36 + data, 4);
  buffer.write("WAVE", 8);
  buffer.write("fmt ", 12);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(8000, 24);
  buffer.writeUInt32LE(16000, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write("data", 36);
  buffer.writeUInt32LE(data, 40);
  return new Uint8Array(buffer);
}

export function form(
  fields: Record<string, string>,
  files: { field?: string; name: string; bytes: Uint8Array | string }[] = [],
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files) data.append(file.field ?? "files", new Blob([file.bytes as BlobPart]), file.name);
  return data;
}

/** The boxes content sniffing reads of an mp4, m4a, m4v or mov: `ftyp` naming `brand` (4 characters), then `mdat`. */
export function makeIsoMedia(brand: string): Uint8Array {
  const box = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length, 0);
    head.write(type, 4, "latin1");
    return Buffer.concat([head, body]);
  };
  const ftyp = box("ftyp", Buffer.from(`${brand}\0\0\0\0${brand}isom`, "latin1"));
  return new Uint8Array(Buffer.concat([ftyp, box("mdat", Buffer.alloc(64))]));
}

/** The first page of an Ogg stream whose first packet opens with `header` ("\x01vorbis", "OpusHead"…). */
export function makeOgg(header: string): Uint8Array {
  const page = Buffer.alloc(27);
  page.write("OggS", 0, "latin1");
  page[5] = 2; // beginning of stream
  page[26] = 1; // one segment
  const packet = Buffer.concat([Buffer.from(header, "latin1"), Buffer.alloc(30)]);
  return new Uint8Array(Buffer.concat([page, Buffer.from([packet.length]), packet]));
}

/** A short silent MP3: MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz) of 417 bytes each. */
export function makeMp3(frames = 40): Uint8Array {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  return new Uint8Array(Buffer.concat(Array.from({ length: frames }, () => frame)));
}

/**
 * A .doc whose directory chain loops: with the default 3 sectors, 2 KB whose chain goes 1 → 2 → 1,
 * which word-extractor followed until V8 aborted the whole process (review 10, H1). More sectors
 * (up to 13,000) make a longer loop through all of them; `loops: false` ends that chain instead.
 */
export function makeLoopingDoc(sectors = 3, { loops = true } = {}): Uint8Array {
  const IDS_PER_SECTOR = 128;
  const fatSectors = Math.ceil(sectors / IDS_PER_SECTOR);
  const file = Buffer.alloc(512 * (sectors + 1));
  Buffer.from("d0cf11e0a1b11ae1", "hex").copy(file);
  file.writeUInt16LE(0x3e, 0x18);
  file.writeUInt16LE(3, 0x1a);
  file.writeUInt16LE(0xfffe, 0x1c);
  file.writeUInt16LE(9, 0x1e); // 512-byte sectors
  file.writeUInt16LE(6, 0x20);
  file.writeUInt32LE(fatSectors, 0x2c);
  file.writeInt32LE(fatSectors, 0x30); // the directory starts after the FAT
  file.writeUInt32LE(4096, 0x38);
  file.writeInt32LE(-2, 0x3c);
  file.writeInt32LE(-2, 0x44);
  for (let i = 0; i < 109; i++) file.writeInt32LE(i < fatSectors ? i : -1, 0x4c + i * 4);
  const link = (sector: number, next: number) => file.writeInt32LE(next, 512 + sector * 4);
  for (let sector = 0; sector < fatSectors * IDS_PER_SECTOR; sector++) link(sector, sector < fatSectors ? -3 : -1);
  for (let sector = fatSectors; sector < sectors; sector++)
    link(sector, sector < sectors - 1 ? sector + 1 : loops ? fatSectors : -2);
  return new Uint8Array(file);
}
