import { afterAll, beforeAll } from "vitest";
import { db } from "@/lib/db";

/**
 * An actor for scheduled publishing, backed by a real admin account for the file's tests: the scheduler checks the
 * scheduler's role when the time comes.
 */
export function schedulingAdmin(username: string): { id: number | null; name: string } {
  const actor: { id: number | null; name: string } = { id: null, name: username };
  beforeAll(async () => {
    const user = await db.user.create({
      data: { username, email: `${username}@example.org`, passwordHash: "unused", role: "admin" },
    });
    actor.id = user.id;
  });
  afterAll(async () => {
    await db.user.deleteMany({ where: { username } });
  });
  return actor;
}
