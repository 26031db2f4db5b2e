import "server-only";
import { db } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import type { Role } from "@/lib/validation/auth";

export type PublicUser = { id: number; username: string; email: string; role: Role; createdAt: Date };

const publicUserSelect = { id: true, username: true, email: true, role: true, createdAt: true } as const;

// Serialises registrations so that two simultaneous first sign-ups cannot both become admin.
const FIRST_ACCOUNT_LOCK = 4_720_001;

/** DESIGN §2: the first account ever is admin; every later self-registration is pending. */
export async function registerUser(input: { username: string; email: string; passwordHash: string }): Promise<PublicUser> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`;
    const taken = await tx.user.findFirst({
      where: {
        OR: [
          { username: { equals: input.username, mode: "insensitive" } },
          { email: { equals: input.email, mode: "insensitive" } },
        ],
      },
      select: { username: true },
    });
    if (taken) {
      const field = taken.username.toLowerCase() === input.username.toLowerCase() ? "username" : "email";
      throw conflict(`That ${field} is already registered.`, { [field]: [`That ${field} is already registered.`] });
    }
    const role: Role = (await tx.user.count()) === 0 ? "admin" : "pending";
    return tx.user.create({ data: { ...input, role }, select: publicUserSelect });
  });
}

export async function findUserForLogin(username: string) {
  return db.user.findFirst({
    where: { username: { equals: username, mode: "insensitive" } },
    select: { ...publicUserSelect, passwordHash: true },
  });
}

export async function listUsers(): Promise<PublicUser[]> {
  return db.user.findMany({ select: publicUserSelect, orderBy: [{ role: "asc" }, { createdAt: "asc" }] });
}

export async function countUsers() {
  return db.user.count();
}

async function assertNotLastAdmin(tx: Parameters<Parameters<typeof db.$transaction>[0]>[0], userId: number) {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { role: true } });
  if (!user) throw notFound("User not found.");
  if (user.role !== "admin") return;
  const admins = await tx.user.count({ where: { role: "admin" } });
  if (admins <= 1) throw conflict("The last admin cannot be demoted or removed.");
}

/** Sets the role; also says what it was, so that an approval (pending → staff) is told apart. */
export async function changeUserRole({ userId, role }: { userId: number; role: Role }): Promise<PublicUser & { previousRole: Role }> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`;
    const before = await tx.user.findUnique({ where: { id: userId }, select: { role: true } });
    if (!before) throw notFound("User not found.");
    if (role !== "admin") await assertNotLastAdmin(tx, userId);
    const user = await tx.user.update({ where: { id: userId }, data: { role }, select: publicUserSelect });
    // A changed role takes effect at once: sessions read the role from the database on every request.
    return { ...user, previousRole: before.role };
  });
}

export async function deleteUser({ userId }: { userId: number }): Promise<{ username: string }> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`;
    await assertNotLastAdmin(tx, userId);
    return tx.user.delete({ where: { id: userId }, select: { username: true } });
  });
}

/** For the command line: creates an admin, or promotes an existing account of that username. */
export async function upsertAdmin(input: { username: string; email: string; passwordHash: string }): Promise<PublicUser> {
  const existing = await db.user.findFirst({
    where: { username: { equals: input.username, mode: "insensitive" } },
    select: { id: true },
  });
  if (existing) {
    return db.user.update({
      where: { id: existing.id },
      data: { role: "admin", passwordHash: input.passwordHash, email: input.email },
      select: publicUserSelect,
    });
  }
  return db.user.create({ data: { ...input, role: "admin" }, select: publicUserSelect });
}
