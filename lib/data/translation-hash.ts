import "server-only";
import { createHash } from "node:crypto";

export const sourceHash = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
