import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { conflict, forbidden, notFound } from "@/lib/errors";
import type { Role } from "@/lib/validation/auth";

export type PublicUser = { id: number; username: string; email: string; role: Role; createdAt: Date };

const publicUserSelect = { id: true, username: true, email: true, role: true, createdAt: true } as const;

// Serialises registrations so that two simultaneous first sign-ups cannot both become admin.
const FIRST_ACCOUNT_LOCK = 4_720_001;

type Tx = Parameters<Parameters<typeof db.$transaction>[0]>[0];

export type AdminClaim = { local: boolean; setupToken?: string };

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

// decision 011: only this machine or the setup token makes the first admin; `owner` only if pending (answered as new).
export type Registration =
  | { outcome: "created"; user: PublicUser }
  | { outcome: "emailTaken"; owner: { email: string; username: string; language: string | null } };

export async function registerUser(
  input: { username: string; email: string; passwordHash: string },
  claim: AdminClaim = { local: false },
): Promise<Registration> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`;
    // Exact matches on the normalised columns: no pattern, no case folding here (decision 011).
    if (await tx.user.findUnique({ where: { username: input.username }, select: { id: true } }))
      throw conflict("That username is already registered.", { username: ["That username is already registered."] });
    const role: Role = (await mayClaimAdmin(tx, claim)) ? "admin" : "pending";
    const owner = await tx.user.findUnique({
      where: { email: input.email },
      select: { email: true, username: true, language: true },
    });
    if (owner && role === "admin")
      throw conflict("That email is already registered.", { email: ["That email is already registered."] });
    if (owner) return { outcome: "emailTaken", owner };
    return { outcome: "created", user: await tx.user.create({ data: { ...input, role }, select: publicUserSelect }) };
  });
}

async function mayClaimAdmin(tx: Tx, { local, setupToken }: AdminClaim) {
  if ((await tx.user.count({ where: { role: "admin" } })) > 0) return false;
  if (setupToken) {
    const used = await tx.setupToken.deleteMany({ where: { tokenHash: hashToken(setupToken) } });
    if (used.count === 0) throw forbidden("That setup token is not valid. Use the one the server printed at start.");
    await tx.setupToken.deleteMany();
    return true;
  }
  return local;
}

export async function issueSetupToken(): Promise<string | null> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`;
    await tx.setupToken.deleteMany();
    if ((await tx.user.count({ where: { role: "admin" } })) > 0) return null;
    const token = randomBytes(24).toString("base64url");
    await tx.setupToken.create({ data: { tokenHash: hashToken(token) } });
    return token;
  });
}

export async function findUserForLogin(username: string) {
  return db.user.findUnique({
    where: { username },
    select: {
      ...publicUserSelect,
      passwordHash: true,
      mustChangePassword: true,
      totpSecret: true,
      totpEnabledAt: true,
    },
  });
}

export async function listUsers(): Promise<PublicUser[]> {
  return db.user.findMany({ select: publicUserSelect, orderBy: [{ role: "asc" }, { createdAt: "asc" }] });
}

export async function countUsers() {
  return db.user.count();
}

async function assertNotLastAdmin(tx: Tx, userId: number) {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { role: true } });
  if (!user) throw notFound("User not found.");
  if (user.role !== "admin") return;
  const admins = await tx.user.count({ where: { role: "admin" } });
  if (admins <= 1) throw conflict("The last admin cannot be demoted or removed.");
}

export async function changeUserRole({
  userId,
  role,
}: {
  userId: number;
  role: Role;
}): Promise<PublicUser & { previousRole: Role }> {
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

export async function upsertAdmin(input: {
  username: string;
  email: string;
  passwordHash: string;
}): Promise<PublicUser> {
  const existing = await db.user.findUnique({ where: { username: input.username }, select: { id: true } });
  if (existing) {
    return db.user.update({
      where: { id: existing.id },
      data: { role: "admin", passwordHash: input.passwordHash, email: input.email },
      select: publicUserSelect,
    });
  }
  return db.user.create({ data: { ...input, role: "admin" }, select: publicUserSelect });
}

export async function currentRole(userId: number | null): Promise<Role | undefined> {
  if (userId === null) return undefined;
  return (await db.user.findUnique({ where: { id: userId }, select: { role: true } }))?.role;
}

export async function findUsersByEmail(emails: string[]) {
  return db.user.findMany({
    where: { email: { in: emails.map((email) => email.toLowerCase()) } },
    select: { email: true, language: true },
  });
}

export async function listAdminRecipients() {
  return db.user.findMany({ where: { role: "admin" }, select: { email: true, language: true } });
}

export async function findUserByEmail(email: string) {
  return db.user.findUnique({ where: { email }, select: { id: true, username: true, email: true, language: true } });
}

export async function findUserForMail(userId: number) {
  return db.user.findUnique({
    where: { id: userId },
    select: { id: true, username: true, email: true, language: true, role: true },
  });
}

export async function findOwnAccount(userId: number) {
  return db.user.findUnique({
    where: { id: userId },
    select: {
      ...publicUserSelect,
      passwordHash: true,
      language: true,
      mustChangePassword: true,
      totpEnabledAt: true,
      totpSecret: true,
      totpLastTimeStep: true,
    },
  });
}

// Ends the account's sessions, all or all but `keepSessionId`: a stolen one does not outlive a password change.
export async function replacePassword(
  userId: number,
  passwordHash: string,
  { keepSessionId, tx }: { keepSessionId?: string; tx?: Tx } = {},
) {
  const run = async (t: Tx) => {
    await t.user.update({ where: { id: userId }, data: { passwordHash, mustChangePassword: false } });
    await t.authSession.deleteMany({
      where: { userId, ...(keepSessionId ? { NOT: { id: keepSessionId } } : {}) },
    });
  };
  if (tx) return run(tx);
  return db.$transaction(run);
}

export async function upgradePasswordHash(userId: number, passwordHash: string) {
  await db.user.update({ where: { id: userId }, data: { passwordHash } });
}

export async function setMustChangePassword(userId: number, mustChange: boolean) {
  await db.user.update({ where: { id: userId }, data: { mustChangePassword: mustChange } });
}

export async function setUserLanguage(userId: number, language: string) {
  await db.user.update({ where: { id: userId }, data: { language } });
}

export async function createInvitedUser(
  input: { username: string; passwordHash: string },
  useToken: (tx: Tx) => Promise<{ email: string | null; role: Role | null } | null>,
): Promise<PublicUser | null> {
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`;
    const invitation = await useToken(tx);
    if (!invitation?.email || !invitation.role) return null;
    const taken = await tx.user.findFirst({
      where: { OR: [{ username: input.username }, { email: invitation.email }] },
      select: { username: true },
    });
    if (taken) {
      const field = taken.username === input.username ? "username" : "email";
      throw conflict(`That ${field} is already registered.`, { [field]: [`That ${field} is already registered.`] });
    }
    return tx.user.create({
      data: { ...input, email: invitation.email, role: invitation.role },
      select: publicUserSelect,
    });
  });
}
