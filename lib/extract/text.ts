import { trimEndWhere } from "@/lib/format";

export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

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
