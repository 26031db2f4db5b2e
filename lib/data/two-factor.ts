import "server-only";
import { db } from "@/lib/db";

export async function storePendingTotpSecret(userId: number, secret: string) {
  await db.user.update({
    where: { id: userId },
    data: { totpSecret: secret, totpEnabledAt: null, totpLastTimeStep: null },
  });
}

export async function enableTotp(userId: number, timeStep: number, recoveryCodeHashes: string[]) {
  await db.$transaction([
    db.user.update({ where: { id: userId }, data: { totpEnabledAt: new Date(), totpLastTimeStep: timeStep } }),
    db.recoveryCode.deleteMany({ where: { userId } }),
    db.recoveryCode.createMany({ data: recoveryCodeHashes.map((codeHash) => ({ userId, codeHash })) }),
  ]);
}

export async function disableTotp(userId: number) {
  await db.$transaction([
    db.user.update({ where: { id: userId }, data: { totpSecret: null, totpEnabledAt: null, totpLastTimeStep: null } }),
    db.recoveryCode.deleteMany({ where: { userId } }),
  ]);
}

export async function replaceRecoveryCodes(userId: number, recoveryCodeHashes: string[]) {
  await db.$transaction([
    db.recoveryCode.deleteMany({ where: { userId } }),
    db.recoveryCode.createMany({ data: recoveryCodeHashes.map((codeHash) => ({ userId, codeHash })) }),
  ]);
}

export async function claimTotpTimeStep(userId: number, timeStep: number) {
  const { count } = await db.user.updateMany({
    where: { id: userId, OR: [{ totpLastTimeStep: null }, { totpLastTimeStep: { lt: timeStep } }] },
    data: { totpLastTimeStep: timeStep },
  });
  return count > 0;
}

export async function spendRecoveryCode(userId: number, codeHash: string) {
  const { count } = await db.recoveryCode.updateMany({
    where: { userId, codeHash, usedAt: null },
    data: { usedAt: new Date() },
  });
  return count > 0;
}

export async function countUnusedRecoveryCodes(userId: number) {
  return db.recoveryCode.count({ where: { userId, usedAt: null } });
}
