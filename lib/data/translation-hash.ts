import "server-only";
import { createHash } from "node:crypto";

/** The key of a stored translation: sha256 of the WHOLE source text (with the language beside it). */
export const sourceHash = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
