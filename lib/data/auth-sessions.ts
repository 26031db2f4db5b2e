import "server-only";
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { PublicUser } from "@/lib/data/users";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export async function createAuthSession(userId: number) {
  const id = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000);
  await db.authSession.create({ data: { id, userId, expiresAt } });
  return { id, expiresAt };
}

export type SessionAccount = PublicUser & { mustChangePassword: boolean; twoFactorEnabled: boolean };

export async function findSessionUser(sessionId: string): Promise<SessionAccount | null> {
  const session = await db.authSession.findUnique({
    where: { id: sessionId },
    select: {
      expiresAt: true,
      user: {
        select: {
          id: true,
          username: true,
          email: true,
          role: true,
          createdAt: true,
          mustChangePassword: true,
          totpEnabledAt: true,
        },
      },
    },
  });
  if (!session || session.expiresAt <= new Date()) return null;
  const { totpEnabledAt, ...user } = session.user;
  return { ...user, twoFactorEnabled: totpEnabledAt !== null };
}

export async function deleteAuthSession(sessionId: string) {
  await db.authSession.deleteMany({ where: { id: sessionId } });
}

export async function deleteExpiredAuthSessions() {
  await db.authSession.deleteMany({ where: { expiresAt: { lte: new Date() } } });
}
