/** Uploads and Next's optimiser: a 746 KB PNG of 16,000 × 16,000 took the server to 1.4 GB (security review 5, L3). */
export const MAX_IMAGE_PIXELS = 40_000_000;

// The Content-Type each accepted extension is stored and served with (requirements §D4).
const MIME_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  txt: "text/plain; charset=utf-8",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  jfif: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  wav: "audio/wav",
  mp3: "audio/mpeg",
  m4a: "audio/mp4",
  ogg: "audio/ogg",
  mp4: "video/mp4",
  m4v: "video/x-m4v",
};

export function mimeTypeOf(extension: string): string {
  return MIME_TYPES[extension] ?? "application/octet-stream";
}
