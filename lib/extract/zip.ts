/**
 * Reads a zip archive's central directory (never its data) to refuse a bomb before anything is
 * inflated: too many entries, or more uncompressed bytes in all than any real document holds.
 * Returns why it was refused, or null. docx, xlsx and pptx are zip archives (decision 011).
 */
export const ZIP_LIMITS = { entries: 10_000, uncompressedBytes: 256 * 1024 * 1024 };

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
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

function findEndOfCentralDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= lowest; at--) if (view.getUint32(at, true) === EOCD) return at;
  return -1;
}

// The zip64 extended-information extra field (0x0001) starts with the uncompressed size.
function zip64Size(view: DataView, start: number, length: number): number | null {
  for (let at = start; at + 4 <= start + length && at + 4 <= view.byteLength;) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === 0x0001 && size >= 8 && at + 12 <= view.byteLength) return Number(view.getBigUint64(at + 4, true));
    at += 4 + size;
  }
  return null;
}
