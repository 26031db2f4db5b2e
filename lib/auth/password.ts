import "server-only";
import { createHash } from "node:crypto";
import bcrypt from "bcryptjs";
import { env } from "@/lib/env";

// bcrypt reads 72 bytes, so the NFC SHA-256 is hashed; unprefixed (older) hashes are replaced at login (decision 003).
const PREHASHED = "sha256+";

const prehash = (password: string) => createHash("sha256").update(password.normalize("NFC"), "utf8").digest("base64");

export async function hashPassword(password: string) {
  return PREHASHED + (await bcrypt.hash(prehash(password), env.PASSWORD_HASH_ROUNDS));
}

export function verifyPassword(password: string, hash: string) {
  return hash.startsWith(PREHASHED)
    ? bcrypt.compare(prehash(password), hash.slice(PREHASHED.length))
    : bcrypt.compare(password, hash);
}

export function needsRehash(hash: string) {
  if (!hash.startsWith(PREHASHED)) return true;
  const rounds = Number.parseInt(hash.slice(PREHASHED.length).split("$")[2] ?? "", 10);
  return Number.isFinite(rounds) && rounds < env.PASSWORD_HASH_ROUNDS;
}

let decoyHash: Promise<string> | undefined;

/** Spends the same time as a real check when the username does not exist (no user enumeration by timing). */
export async function burnPasswordCheck(password: string) {
  decoyHash ??= hashPassword("decoy-password-never-matches");
  await verifyPassword(password, await decoyHash);
}
