// Plain-text helpers of extraction, pure so that the extraction worker (lib/extract/worker.ts)
// runs them next to the parsers, off the server's thread: on a 45 MB text they take seconds.

import { trimEndWhere } from "@/lib/format";

/** UTF-8 (with or without BOM); a file that is not valid UTF-8 is read as Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** Line ends, trailing blanks and runs of empty lines made uniform; NUL removed. */
export function tidy(text: string): string {
  return text
    .replace(/\u0000/g, "")
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => trimEndWhere(line, (character) => " \t\f\v".includes(character)))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
