import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * NEXTAUTH_SECRET for one-machine runs: when it is not set, a random one is made once and kept
 * in .data/auth-secret (mode 600), so sessions survive restarts. Serverless hosts set it in env.
 */
export function ensureAuthSecret(dataDir = ".data") {
  if (process.env.NEXTAUTH_SECRET) return;
  const file = path.resolve(dataDir, "auth-secret");
  let secret;
  try {
    secret = readFileSync(file, "utf8").trim();
  } catch {
    secret = "";
  }
  if (secret.length < 32) {
    secret = randomBytes(32).toString("base64url");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  }
  process.env.NEXTAUTH_SECRET = secret;
}
