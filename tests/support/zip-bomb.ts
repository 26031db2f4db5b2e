import { crc32, createDeflateRaw, deflateRawSync } from "node:zlib";

// Hostile zip archives for the extraction tests (decision 011), written by hand so their central
// directory says exactly what a bomb's would.

type Entry = { name: string; data: Buffer; uncompressedSize: number; crc: number };

/** Deflates `size` zero bytes in 1 MB chunks, never holding them all in memory. */
async function deflatedZeros(size: number): Promise<{ data: Buffer; crc: number }> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  const block = Buffer.alloc(1024 * 1024);
  let crc = 0;
  for (let written = 0; written < size; written += block.length) {
    const part = written + block.length > size ? block.subarray(0, size - written) : block;
    crc = crc32(part, crc);
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await done;
  return { data: Buffer.concat(chunks), crc };
}

function archive(entries: Entry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    // The local header and the central directory share one run of fields, 2 bytes further in the latter.
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at);
      header.writeUInt16LE(8, at + 4);
      header.writeUInt32LE(entry.crc >>> 0, at + 10);
      header.writeUInt32LE(entry.data.length, at + 14);
      header.writeUInt32LE(entry.uncompressedSize, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 8);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

// What makes a zip a .docx to content sniffing (and to Word).
const CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
);
const contentTypes = (): Entry => ({
  name: "[Content_Types].xml",
  data: deflateRawSync(CONTENT_TYPES),
  uncompressedSize: CONTENT_TYPES.length,
  crc: crc32(CONTENT_TYPES),
});

/**
 * A .docx-shaped bomb: a few hundred KB that inflate to `size` bytes (default 1 GB). Its directory
 * tells the truth unless `declaredSize` says what it should claim instead.
 */
export async function makeZipBomb(size = 1024 * 1024 * 1024, declaredSize = size): Promise<Uint8Array> {
  const { data, crc } = await deflatedZeros(size);
  return archive([
    contentTypes(),
    { name: "word/document.xml", data, uncompressedSize: Math.min(declaredSize, 0xfffffffe), crc },
  ]);
}

/** An archive of `count` tiny entries: cheap to send, expensive to open one by one. */
export function makeManyEntryZip(count: number): Uint8Array {
  const empty = { data: Buffer.from([0x03, 0x00]), uncompressedSize: 0, crc: 0 };
  return archive([
    contentTypes(),
    ...Array.from({ length: count - 1 }, (_, i) => ({ ...empty, name: `word/part${i}.xml` })),
  ]);
}
