import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { changeUserRole, deleteUser, listUsers, registerUser, upsertAdmin } from "@/lib/data/users";
import { createAuthSession, deleteAuthSession, findSessionUser } from "@/lib/data/auth-sessions";
import { AppError } from "@/lib/errors";

const account = (name: string) => ({ username: name, email: `${name}@example.org`, passwordHash: "not-a-real-hash" });

afterEach(async () => {
  await db.user.deleteMany();
});

describe("registerUser", () => {
  it("makes the first account admin and every later one pending", async () => {
    const first = await registerUser(account("first"));
    const second = await registerUser(account("second"));
    expect(first.role).toBe("admin");
    expect(second.role).toBe("pending");
  });

  it("makes exactly one admin when the first sign-ups race", async () => {
    const users = await Promise.all(Array.from({ length: 6 }, (_, i) => registerUser(account(`racer${i}`))));
    expect(users.filter((u) => u.role === "admin")).toHaveLength(1);
  });

  it("refuses a username or email taken in another case with 409", async () => {
    await registerUser(account("anna"));
    await expect(registerUser({ ...account("ANNA"), email: "other@example.org" })).rejects.toMatchObject({ status: 409, errors: { username: expect.any(Array) } });
    await expect(registerUser({ ...account("bert"), email: "ANNA@example.org" })).rejects.toMatchObject({ status: 409, errors: { email: expect.any(Array) } });
  });

  it("never returns the password hash", async () => {
    await registerUser(account("carol"));
    const [listed] = await listUsers();
    expect(Object.keys(listed)).not.toContain("passwordHash");
  });
});

describe("the last admin", () => {
  it("cannot be demoted or removed, but can once another admin exists", async () => {
    const admin = await registerUser(account("boss"));
    const other = await registerUser(account("helper"));
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
    const user = await registerUser(account("dora"));
    const session = await createAuthSession(user.id);
    expect(await findSessionUser(session.id)).toMatchObject({ id: user.id, role: "admin" });

    await registerUser(account("emil"));
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
    const user = await registerUser(account("fred"));
    const session = await createAuthSession(user.id);
    await db.authSession.update({ where: { id: session.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await findSessionUser(session.id)).toBeNull();
  });
});

describe("upsertAdmin (npm run admin:create)", () => {
  it("creates an admin, and promotes an existing account of that username", async () => {
    await registerUser(account("first"));
    const waiting = await registerUser(account("gina"));
    expect(waiting.role).toBe("pending");
    await expect(upsertAdmin({ ...account("GINA"), passwordHash: "new-hash" })).resolves.toMatchObject({ id: waiting.id, role: "admin" });
    await expect(upsertAdmin(account("hugo"))).resolves.toMatchObject({ username: "hugo", role: "admin" });
  });
});
