import { inflateRawSync } from "node:zlib";

/** docx, xlsx and pptx are zip archives (decision 011). */
export const ZIPPED_EXTENSIONS: ReadonlySet<string> = new Set(["docx", "pptx", "xlsx"]);

export type ZipLimits = { entries: number; uncompressedBytes: number };
export const zipLimitsFor = (workerMemoryMb: number): ZipLimits => ({
  entries: 10_000,
  uncompressedBytes: Math.floor(workerMemoryMb / 8) * 1024 * 1024,
});
export const ZIP_LIMITS = zipLimitsFor(512);

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const MAX_32 = 0xffffffff;

export function zipProblem(bytes: Uint8Array, limits = ZIP_LIMITS): string | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(view);
  if (eocd < 0) return "not a zip archive";
  let entries = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  if (entries === 0xffff || offset === MAX_32) {
    const locator = eocd - 20;
    if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR) return "damaged zip64 directory";
    const zip64 = Number(view.getBigUint64(locator + 8, true));
    if (zip64 + 56 > view.byteLength || view.getUint32(zip64, true) !== ZIP64_EOCD) return "damaged zip64 directory";
    entries = Number(view.getBigUint64(zip64 + 32, true));
    offset = Number(view.getBigUint64(zip64 + 48, true));
  }
  if (entries > limits.entries) return `more than ${limits.entries} entries`;
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (offset + 46 > view.byteLength || view.getUint32(offset, true) !== CENTRAL_HEADER)
      return "damaged central directory";
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    let size = view.getUint32(offset + 24, true);
    if (size === MAX_32) size = zip64Size(view, offset + 46 + nameLength, extraLength) ?? Number.POSITIVE_INFINITY;
    total += size;
    if (total > limits.uncompressedBytes) return `more than ${limits.uncompressedBytes} bytes uncompressed`;
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return null;
}

export function inflatedZipProblem(bytes: Uint8Array, limits = ZIP_LIMITS): string | null {
  const declared = zipProblem(bytes, limits);
  if (declared) return declared;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const eocd = findEndOfCentralDirectory(view);
  let offset = view.getUint32(eocd + 16, true);
  const entries = view.getUint16(eocd + 10, true);
  if (entries === 0xffff || offset === MAX_32) return "zip64 archive";
  let remaining = limits.uncompressedBytes;
  for (let i = 0; i < entries; i++) {
    const method = view.getUint16(offset + 10, true);
    const compressedSize = view.getUint32(offset + 20, true);
    const local = view.getUint32(offset + 42, true);
    offset +=
      46 + view.getUint16(offset + 28, true) + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
    if (local + 30 > view.byteLength || view.getUint32(local, true) !== LOCAL_HEADER) return "damaged local header";
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (start + compressedSize > view.byteLength) return "damaged entry";
    const data = bytes.subarray(start, start + compressedSize);
    let size: number;
    if (method === 0) size = compressedSize;
    else if (method === 8) {
      try {
        size = inflateRawSync(data, { maxOutputLength: remaining + 1 }).byteLength;
      } catch (error) {
        const tooLarge = (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE";
        return tooLarge ? `more than ${limits.uncompressedBytes} bytes inflated` : "damaged entry";
      }
    } else return `compression method ${method}`;
    remaining -= size;
    if (remaining < 0) return `more than ${limits.uncompressedBytes} bytes inflated`;
  }
  return null;
}

function findEndOfCentralDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= lowest; at--) if (view.getUint32(at, true) === EOCD) return at;
  return -1;
}

function zip64Size(view: DataView, start: number, length: number): number | null {
  for (let at = start; at + 4 <= start + length && at + 4 <= view.byteLength;) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === 0x0001 && size >= 8 && at + 12 <= view.byteLength) return Number(view.getBigUint64(at + 4, true));
    at += 4 + size;
  }
  return null;
}
