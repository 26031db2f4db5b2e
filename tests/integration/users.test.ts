import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import {
  changeUserRole,
  deleteUser,
  findUserForLogin,
  issueSetupToken,
  listUsers,
  registerUser as register,
  upsertAdmin,
} from "@/lib/data/users";
import { createAuthSession, deleteAuthSession, findSessionUser } from "@/lib/data/auth-sessions";
import { AppError } from "@/lib/errors";
import { registerSchema } from "@/lib/validation/auth";

// A registration from this machine: it may become the first admin (decision 011).
const LOCAL = { local: true };
const account = (name: string) => ({ username: name, email: `${name}@example.org`, passwordHash: "not-a-real-hash" });

/** A registration expected to create its account: the account. */
async function registerUser(...args: Parameters<typeof register>) {
  const registration = await register(...args);
  if (registration.outcome !== "created") throw new Error(`${args[0].email} was already taken`);
  return registration.user;
}

// Every test starts with no account, whatever test file ran before this one.
beforeEach(async () => {
  await db.user.deleteMany();
});

afterEach(async () => {
  await db.user.deleteMany();
});

describe("registerUser", () => {
  it("makes the first account admin and every later one pending", async () => {
    const first = await registerUser(account("first"), LOCAL);
    const second = await registerUser(account("second"), LOCAL);
    expect(first.role).toBe("admin");
    expect(second.role).toBe("pending");
  });

  it("makes exactly one admin when the first sign-ups race", async () => {
    const users = await Promise.all(Array.from({ length: 6 }, (_, i) => registerUser(account(`racer${i}`), LOCAL)));
    expect(users.filter((u) => u.role === "admin")).toHaveLength(1);
  });

  it("refuses a username taken in another spelling with 409; a pending registration's taken email is told to no one but its owner", async () => {
    const normalised = (input: { username: string; email: string }) => ({
      ...registerSchema.parse({ ...input, password: "long-enough-pass" }),
      passwordHash: "x",
    });
    await registerUser(account("anna"), LOCAL);
    await expect(registerUser(normalised({ username: " ANNA ", email: "other@example.org" }))).rejects.toMatchObject({
      status: 409,
      errors: { username: expect.any(Array) },
    });
    await expect(register(normalised({ username: "bert", email: "ANNA@Example.org" }))).resolves.toEqual({
      outcome: "emailTaken",
      owner: { email: "anna@example.org", username: "anna", language: "en" },
    });
    expect((await listUsers()).map((user) => user.username)).toEqual(["anna"]);
  });

  it("refuses the first admin a taken email with 409 (from this machine, nothing to hide), keeping the setup token", async () => {
    await registerUser(account("early"));
    const token = await issueSetupToken();
    for (const claim of [LOCAL, { local: false, setupToken: token! }])
      await expect(register({ ...account("boss"), email: "early@example.org" }, claim)).rejects.toMatchObject({
        status: 409,
        errors: { email: expect.any(Array) },
      });
    await expect(registerUser(account("boss"), { local: false, setupToken: token! })).resolves.toMatchObject({
      role: "admin",
    });
  });

  it("matches exactly: wildcards are characters, not patterns", async () => {
    await registerUser({ ...account("qa_user1"), email: "qa@example.org" }, LOCAL);
    await expect(registerUser({ ...account("qa______"), email: "qa2@example.org" })).resolves.toMatchObject({
      role: "pending",
    });
    for (const pattern of ["%", "qa%", "qa_user_", "QA_USER1"]) expect(await findUserForLogin(pattern)).toBeNull();
    expect(await findUserForLogin("qa_user1")).toMatchObject({ username: "qa_user1" });
  });

  it("the database refuses an account stored in another case", async () => {
    await expect(registerUser(account("Mixed"), LOCAL)).rejects.toBeTruthy();
  });

  it("a remote first registration is pending; the printed setup token makes one admin, once", async () => {
    await expect(registerUser(account("early-bird"))).resolves.toMatchObject({ role: "pending" });
    const token = await issueSetupToken();
    expect(token).toMatch(/^[\w-]{32}$/);
    await expect(registerUser(account("intruder"), { local: false, setupToken: "guessed" })).rejects.toMatchObject({
      status: 403,
    });
    await expect(registerUser(account("owner"), { local: false, setupToken: token! })).resolves.toMatchObject({
      role: "admin",
    });
    await expect(registerUser(account("second-owner"), { local: false, setupToken: token! })).resolves.toMatchObject({
      role: "pending",
    });
    expect(await issueSetupToken()).toBeNull();
  });

  it("never returns the password hash", async () => {
    await registerUser(account("carol"), LOCAL);
    const [listed] = await listUsers();
    expect(Object.keys(listed)).not.toContain("passwordHash");
  });
});

describe("the last admin", () => {
  it("cannot be demoted or removed, but can once another admin exists", async () => {
    const admin = await registerUser(account("boss"), LOCAL);
    const other = await registerUser(account("helper"), LOCAL);
    await expect(changeUserRole({ userId: admin.id, role: "editor" })).rejects.toBeInstanceOf(AppError);
    await expect(deleteUser({ userId: admin.id })).rejects.toMatchObject({ status: 409 });

    await changeUserRole({ userId: other.id, role: "admin" });
    await expect(changeUserRole({ userId: admin.id, role: "editor" })).resolves.toMatchObject({ role: "editor" });
    await expect(deleteUser({ userId: other.id })).rejects.toMatchObject({ status: 409 });
  });

  it("a missing user is 404", async () => {
    await expect(changeUserRole({ userId: 999_999, role: "pending" })).rejects.toMatchObject({ status: 404 });
  });
});

describe("auth sessions", () => {
  it("read the current role, and end on delete or when the account goes", async () => {
    const user = await registerUser(account("dora"), LOCAL);
    const session = await createAuthSession(user.id);
    expect(await findSessionUser(session.id)).toMatchObject({ id: user.id, role: "admin" });

    await registerUser(account("emil"), LOCAL);
    const emil = (await listUsers()).find((u) => u.username === "emil")!;
    const emilSession = await createAuthSession(emil.id);
    await changeUserRole({ userId: emil.id, role: "editor" });
    expect(await findSessionUser(emilSession.id)).toMatchObject({ role: "editor" });

    await deleteAuthSession(session.id);
    expect(await findSessionUser(session.id)).toBeNull();
    await deleteUser({ userId: emil.id });
    expect(await findSessionUser(emilSession.id)).toBeNull();
  });

  it("expire", async () => {
    const user = await registerUser(account("fred"), LOCAL);
    const session = await createAuthSession(user.id);
    await db.authSession.update({ where: { id: session.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await findSessionUser(session.id)).toBeNull();
  });
});

describe("upsertAdmin (npm run admin:create)", () => {
  it("creates an admin, and promotes an existing account of that username", async () => {
    await registerUser(account("first"), LOCAL);
    const waiting = await registerUser(account("gina"), LOCAL);
    expect(waiting.role).toBe("pending");
    await expect(upsertAdmin({ ...account("gin%"), email: "gin@example.org" })).resolves.not.toMatchObject({
      id: waiting.id,
    });
    await expect(upsertAdmin({ ...account("gina"), passwordHash: "new-hash" })).resolves.toMatchObject({
      id: waiting.id,
      role: "admin",
    });
    await expect(upsertAdmin(account("hugo"))).resolves.toMatchObject({ username: "hugo", role: "admin" });
  });
});
