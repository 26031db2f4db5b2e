import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { AccountTokenPurpose } from "@/lib/generated/prisma/enums";
import type { Role } from "@/lib/validation/auth";
import { replacePassword } from "./users";

export const hashAccountToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

/** A new single-use link token; only its hash is stored. */
export async function issueAccountToken(input: {
  purpose: AccountTokenPurpose;
  ttlMs: number;
  userId?: number;
  email?: string;
  role?: Role;
  createdById?: number | null;
}): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + input.ttlMs);
  await db.$transaction(async (tx) => {
    await tx.accountToken.deleteMany({
      where: {
        purpose: input.purpose,
        usedAt: null,
        ...(input.userId !== undefined ? { userId: input.userId } : { email: input.email }),
      },
    });
    await tx.accountToken.create({
      data: {
        tokenHash: hashAccountToken(token),
        purpose: input.purpose,
        userId: input.userId ?? null,
        email: input.email ?? null,
        role: input.role ?? null,
        createdById: input.createdById ?? null,
        expiresAt,
      },
    });
  });
  return { token, expiresAt };
}

export async function findUsableAccountToken(token: string, purpose: AccountTokenPurpose) {
  const row = await db.accountToken.findUnique({
    where: { tokenHash: hashAccountToken(token) },
    select: { id: true, purpose: true, userId: true, email: true, role: true, expiresAt: true, usedAt: true },
  });
  if (!row || row.purpose !== purpose || row.usedAt || row.expiresAt <= new Date()) return null;
  return row;
}

// Of two requests racing with one link, exactly one gets the row.
export async function consumeAccountToken(tx: Tx, token: string, purpose: AccountTokenPurpose) {
  const used = await tx.accountToken.updateManyAndReturn({
    where: { tokenHash: hashAccountToken(token), purpose, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
    select: { userId: true, email: true, role: true },
  });
  return used[0] ?? null;
}

export async function listOpenInvitations() {
  return db.accountToken.findMany({
    where: { purpose: "invitation", usedAt: null, expiresAt: { gt: new Date() } },
    select: { id: true, email: true, role: true, expiresAt: true, createdAt: true },
    orderBy: { createdAt: "desc" },
  });
}

export async function revokeInvitation(id: number) {
  const { count } = await db.accountToken.deleteMany({ where: { id, purpose: "invitation", usedAt: null } });
  return count > 0;
}

export async function deleteStaleAccountTokens(now: Date) {
  await db.accountToken.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - 30 * 24 * 3600 * 1000) } } });
}

export async function resetPasswordWithToken(token: string, passwordHash: string) {
  return db.$transaction(async (tx) => {
    const used = await consumeAccountToken(tx, token, "password_reset");
    if (!used?.userId) return false;
    await replacePassword(used.userId, passwordHash, { tx });
    return true;
  });
}
