import "server-only";
import { fileTypeFromFile } from "file-type";
import { open } from "node:fs/promises";

type FileTypeRule = {
  /** The Content-Type the file is served with. */
  mime: string;
  /** What file-type may detect from the content; null means "no signature" (plain text). */
  detected: (string | null)[];
};

// Every extension the site accepts anywhere, with what its content must look like (requirements §D4).
// Old Office files (doc, xls, ppt) share one container signature (cfb).
const RULES: Record<string, FileTypeRule> = {
  pdf: { mime: "application/pdf", detected: ["pdf"] },
  txt: { mime: "text/plain; charset=utf-8", detected: [null] },
  doc: { mime: "application/msword", detected: ["cfb"] },
  docx: { mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", detected: ["docx"] },
  xls: { mime: "application/vnd.ms-excel", detected: ["cfb"] },
  xlsx: { mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", detected: ["xlsx"] },
  ppt: { mime: "application/vnd.ms-powerpoint", detected: ["cfb"] },
  pptx: { mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation", detected: ["pptx"] },
  jpg: { mime: "image/jpeg", detected: ["jpg"] },
  jpeg: { mime: "image/jpeg", detected: ["jpg"] },
  jfif: { mime: "image/jpeg", detected: ["jpg"] },
  png: { mime: "image/png", detected: ["png"] },
  webp: { mime: "image/webp", detected: ["webp"] },
  gif: { mime: "image/gif", detected: ["gif"] },
  wav: { mime: "audio/wav", detected: ["wav"] },
  mp3: { mime: "audio/mpeg", detected: ["mp3", "mp2"] },
  m4a: { mime: "audio/mp4", detected: ["m4a", "mp4"] },
  ogg: { mime: "audio/ogg", detected: ["ogg", "oga", "opus"] },
  mp4: { mime: "video/mp4", detected: ["mp4", "m4v", "mov"] },
  m4v: { mime: "video/x-m4v", detected: ["m4v", "mp4", "mov"] },
};

/** Extensions accepted by the book editor's uploads (requirements §7 "Uploads"). SVG is left out: it can carry script. */
export const IMAGE_EXTENSIONS = ["jpg", "jpeg", "jfif", "png", "webp", "gif"] as const;
export const AUDIO_EXTENSIONS = ["mp3", "wav", "m4a", "ogg"] as const;
export const PDF_EXTENSIONS = ["pdf"] as const;

export function mimeTypeOf(extension: string): string {
  return RULES[extension]?.mime ?? "application/octet-stream";
}

/** Types a browser may show inline; everything else downloads. */
export function isInlineType(extension: string): boolean {
  return ["pdf", "txt", "jpg", "jpeg", "jfif", "png", "webp", "gif", "wav", "mp3", "m4a", "ogg", "mp4", "m4v"].includes(
    extension,
  );
}

/** Whether the file's bytes match its extension (checked by signature, not by the name alone). */
export async function contentMatchesExtension(filePath: string, extension: string): Promise<boolean> {
  const rule = RULES[extension];
  if (!rule) return false;
  const detected = (await fileTypeFromFile(filePath))?.ext ?? null;
  if (!rule.detected.includes(detected)) return false;
  return detected !== null || (await looksLikeText(filePath));
}

/** Plain text has no signature: refuse anything with NUL bytes near the start (binary data). */
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
