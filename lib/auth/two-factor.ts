import "server-only";
import { createHash, randomInt } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import {
  claimTotpTimeStep,
  countUnusedRecoveryCodes,
  disableTotp,
  enableTotp,
  replaceRecoveryCodes,
  storePendingTotpSecret,
  spendRecoveryCode,
} from "@/lib/data/two-factor";
import { readSettingValues } from "@/lib/data/setting-values";
import { badRequest } from "@/lib/errors";
import type { Role } from "@/lib/validation/auth";

export const RECOVERY_CODE_COUNT = 10;
export const TWO_FACTOR_SETTING = "two_factor_required_for_staff";
// One step either side: a phone clock 30 s off still works.
const EPOCH_TOLERANCE_S = 30;

const hashCode = (code: string) => createHash("sha256").update(code.toLowerCase()).digest("hex");

// Ten characters from an alphabet without look-alikes (no 0/o, 1/l/i), shown as xxxxx-xxxxx.
const RECOVERY_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
function recoveryCode() {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}
const normaliseRecoveryCode = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();

export async function startTotpSetup(user: { id: number; username: string }, issuer: string) {
  const secret = generateSecret();
  await storePendingTotpSecret(user.id, secret);
  const uri = generateURI({ issuer, label: user.username, secret });
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, uri, qrSvg };
}

async function totpTimeStep(secret: string, code: string): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epochTolerance: EPOCH_TOLERANCE_S });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

export async function confirmTotpSetup(user: { id: number; totpSecret: string | null }, code: string) {
  const step = user.totpSecret ? await totpTimeStep(user.totpSecret, code) : null;
  if (step === null) {
    throw badRequest("That code is not right. Check the time on your phone and try the newest code.", {
      code: ["That code is not right."],
    });
  }
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await enableTotp(
    user.id,
    step,
    codes.map((c) => hashCode(normaliseRecoveryCode(c))),
  );
  return { recoveryCodes: codes };
}

export async function newRecoveryCodes(userId: number) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await replaceRecoveryCodes(
    userId,
    codes.map((c) => hashCode(normaliseRecoveryCode(c))),
  );
  return { recoveryCodes: codes };
}

export { disableTotp, countUnusedRecoveryCodes };

export async function checkSecondFactor(user: { id: number; totpSecret: string | null }, code: string) {
  if (!user.totpSecret) return false;
  const step = await totpTimeStep(user.totpSecret, code);
  if (step !== null) return claimTotpTimeStep(user.id, step);
  const recovery = normaliseRecoveryCode(code);
  if (!/^[a-z0-9]{10}$/.test(recovery)) return false;
  return spendRecoveryCode(user.id, hashCode(recovery));
}

export async function twoFactorRequiredFor(role: Role) {
  if (role === "pending") return false;
  return (await readSettingValues([TWO_FACTOR_SETTING]))[TWO_FACTOR_SETTING] === "true";
}
