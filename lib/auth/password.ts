import "server-only";
import bcrypt from "bcryptjs";
import { env } from "@/lib/env";

export const hashPassword = (password: string) => bcrypt.hash(password, env.PASSWORD_HASH_ROUNDS);

export const verifyPassword = (password: string, hash: string) => bcrypt.compare(password, hash);

let decoyHash: Promise<string> | undefined;

/** Spends the same time as a real check when the username does not exist (no user enumeration by timing). */
export async function burnPasswordCheck(password: string) {
  decoyHash ??= hashPassword("decoy-password-never-matches");
  await bcrypt.compare(password, await decoyHash);
}
