import "server-only";
import { fileTypeFromFile } from "file-type";
import { open } from "node:fs/promises";

// What file-type may detect from each extension's content (null: no signature, plain text) (requirements §D4).
const DETECTED: Record<string, (string | null)[]> = {
  pdf: ["pdf"],
  txt: [null],
  doc: ["cfb"],
  docx: ["docx"],
  xls: ["cfb"],
  xlsx: ["xlsx"],
  ppt: ["cfb"],
  pptx: ["pptx"],
  jpg: ["jpg"],
  jpeg: ["jpg"],
  jfif: ["jpg"],
  png: ["png"],
  webp: ["webp"],
  gif: ["gif"],
  wav: ["wav"],
  mp3: ["mp3", "mp2"],
  m4a: ["m4a", "mp4"],
  ogg: ["ogg", "oga", "opus"],
  mp4: ["mp4", "m4v", "mov"],
  m4v: ["m4v", "mp4", "mov"],
};

/** Extensions accepted by the book editor's uploads (requirements §7 "Uploads"). */
export const IMAGE_EXTENSIONS = ["jpg", "jpeg", "jfif", "png", "webp", "gif"] as const;
export const AUDIO_EXTENSIONS = ["mp3", "wav", "m4a", "ogg"] as const;
export const PDF_EXTENSIONS = ["pdf"] as const;

export function isInlineType(extension: string): boolean {
  return ["pdf", "txt", "jpg", "jpeg", "jfif", "png", "webp", "gif", "wav", "mp3", "m4a", "ogg", "mp4", "m4v"].includes(
    extension,
  );
}

export async function contentMatchesExtension(filePath: string, extension: string): Promise<boolean> {
  const allowed = DETECTED[extension];
  if (!allowed) return false;
  const detected = (await fileTypeFromFile(filePath))?.ext ?? null;
  if (!allowed.includes(detected)) return false;
  return detected !== null || (await looksLikeText(filePath));
}

async function looksLikeText(filePath: string): Promise<boolean> {
  const handle = await open(filePath, "r");
  try {
    const buffer = Buffer.alloc(8192);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return !buffer.subarray(0, bytesRead).includes(0);
  } finally {
    await handle.close();
  }
}
