// Upload helpers for the browser and API tests.
export {
  makeDoc,
  makeDocx,
  makePasswordProtectedPdf,
  makePdf,
  makePptx,
  makeSpreadsheet,
  TINY_PNG,
} from "../../support/files";

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

/** A short silent MP3: MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz) of 417 bytes each. */
export function makeMp3(frames = 40): Uint8Array {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  return new Uint8Array(Buffer.concat(Array.from({ length: frames }, () => frame)));
}
