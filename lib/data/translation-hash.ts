import "server-only";
import { createHash } from "node:crypto";

/** The key of a stored translation: sha256 of the WHOLE source text (with the language beside it). */
export const sourceHash = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** HTML is translated marker by marker and sanitised; a text with no tag is plain text. */
export const looksLikeHtml = (text: string) => /<[a-zA-Z][^>]*>/.test(text);
