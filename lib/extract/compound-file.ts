// A .doc is an OLE compound file whose sectors are chained through allocation tables. word-extractor
// follows a chain until it ends, so a chain that loops grew one array until V8 aborted the whole
// server, and the retried upload aborted it again (review 10, H1). The tables are checked here
// first, in time linear in the file's size: every chain must end, and every count must fit the file.

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const HEADER_DIFAT_ENTRIES = 109;

/** Why a compound file's tables cannot be followed safely, or null when every chain ends within the file. */
export function compoundFileProblem(bytes: Uint8Array): string | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 512 || SIGNATURE.some((byte, i) => bytes[i] !== byte)) return "not a compound file";
  const shift = view.getUint16(30, true);
  if (shift !== 9 && shift !== 12) return "unknown sector size";
  const sectorBytes = 1 << shift;
  const fatSectors = view.getUint32(44, true);
  const firstMiniFatSector = view.getInt32(60, true);
  const miniFatSectors = view.getUint32(64, true);
  const firstDifatSector = view.getInt32(68, true);
  const difatSectors = view.getUint32(72, true);
  // Sector n starts at (n + 1) × its size: the header fills the first one.
  const sectors = Math.floor(bytes.length / sectorBytes) - 1;
  if (fatSectors > sectors || miniFatSectors > sectors || difatSectors > sectors)
    return "more table sectors than the file holds";
  const idsPerSector = sectorBytes / 4;
  const idAt = (sector: number, index: number) => view.getInt32((sector + 1) * sectorBytes + index * 4, true);
  const inFile = (sector: number) => sector >= 0 && sector < sectors;

  const fatSectorIds: number[] = [];
  for (let i = 0; i < HEADER_DIFAT_ENTRIES && fatSectorIds.length < fatSectors; i++)
    fatSectorIds.push(view.getInt32(76 + i * 4, true));
  const seenDifat = new Set<number>();
  for (let sector = firstDifatSector; fatSectorIds.length < fatSectors;) {
    if (!inFile(sector) || seenDifat.has(sector)) return "a broken DIFAT chain";
    seenDifat.add(sector);
    for (let i = 0; i < idsPerSector - 1 && fatSectorIds.length < fatSectors; i++) fatSectorIds.push(idAt(sector, i));
    sector = idAt(sector, idsPerSector - 1);
  }
  if (!fatSectorIds.every(inFile)) return "a FAT sector outside the file";
  const table = (tableSectors: number[]) => {
    const ids = new Int32Array(tableSectors.length * idsPerSector);
    tableSectors.forEach((sector, n) => {
      for (let i = 0; i < idsPerSector; i++) ids[n * idsPerSector + i] = idAt(sector, i);
    });
    return ids;
  };
  const fat = table(fatSectorIds);
  if (chainsLoop(fat)) return "a FAT chain that loops";

  const miniFatSectorIds: number[] = [];
  for (let sector = firstMiniFatSector; sector >= 0 && sector < fat.length; sector = fat[sector]) {
    if (!inFile(sector)) return "a mini FAT sector outside the file";
    miniFatSectorIds.push(sector);
  }
  return chainsLoop(table(miniFatSectorIds)) ? "a mini FAT chain that loops" : null;
}

/** Whether following `next` from some entry comes back to an entry already on the same walk. */
function chainsLoop(next: Int32Array): boolean {
  // 0: not reached yet; w + 1: reached on the walk from w. A negative id (free, end of chain) ends a walk.
  const walkOf = new Int32Array(next.length);
  for (let start = 0; start < next.length; start++) {
    for (let at = start; at >= 0 && at < next.length; at = next[at]) {
      if (walkOf[at] === start + 1) return true;
      if (walkOf[at] !== 0) break;
      walkOf[at] = start + 1;
    }
  }
  return false;
}
