import "server-only";
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { env } from "@/lib/env";

export function uploadTempRoot(): string {
  const site = createHash("sha256")
    .update(path.resolve(/*turbopackIgnore: true*/ env.STORAGE_DIR))
    .digest("hex")
    .slice(0, 12);
  return path.join(/*turbopackIgnore: true*/ os.tmpdir(), `site-uploads-${site}`);
}

export async function makeUploadTempDir(): Promise<string> {
  const root = uploadTempRoot();
  await mkdir(root, { recursive: true });
  return mkdtemp(path.join(/*turbopackIgnore: true*/ root, "upload-"));
}

export async function removeLeftoverUploads(): Promise<void> {
  await rm(uploadTempRoot(), { recursive: true, force: true });
}
