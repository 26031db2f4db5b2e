// The audit trail against the real database: entries are appended and read back with exact
// filters, and the table itself refuses any change or removal (decision 016).
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { exportAuditEntries, listAuditEntries, recordAudit } from "@/lib/data/audit";
import { markContactMessageRead, createContactMessage } from "@/lib/data/contact-messages";

const stamp = Date.now();
const ruth = { id: 900_001, username: `ruth_${stamp}` };
const boaz = { id: 900_002, username: `boaz_${stamp}` };

describe("audit trail", () => {
  it("keeps entries newest first and filters them exactly", async () => {
    await recordAudit(ruth, {
      action: "create",
      entityType: "booklet",
      entityId: 1,
      summary: 'Created booklet "Grace"',
    });
    await recordAudit(boaz, {
      action: "approve",
      entityType: "user",
      entityId: 2,
      summary: "Approved naomi as editor",
    });
    await recordAudit(ruth, { action: "delete", entityType: "booklet", entityId: 1, summary: "Deleted booklet #1" });

    const mine = await listAuditEntries({ userId: ruth.id, page: 1 });
    expect(mine.items.map((entry) => entry.action)).toEqual(["delete", "create"]);
    expect(mine.total).toBe(2);
    expect(mine.actors).toEqual(
      expect.arrayContaining([
        { id: ruth.id, name: ruth.username },
        { id: boaz.id, name: boaz.username },
      ]),
    );

    expect((await listAuditEntries({ action: "approve", userId: boaz.id, page: 1 })).items).toHaveLength(1);
    expect((await listAuditEntries({ entityType: "book", userId: ruth.id, page: 1 })).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await listAuditEntries({ userId: ruth.id, from: today, to: today, page: 1 })).total).toBe(2);
    expect((await listAuditEntries({ userId: ruth.id, to: "2000-01-01", page: 1 })).total).toBe(0);
    expect((await Array.fromAsync(exportAuditEntries({ userId: ruth.id }))).flat()).toHaveLength(2);
  });

  it("exports every entry once, newest first, in batches across equal times, up to the maximum", async () => {
    const naomi = { id: 900_003, username: `naomi_${stamp}` };
    // 1,203 entries, three to a second: batches of 500 end inside a second.
    await db.$executeRaw`
      INSERT INTO "AuditEntry" ("actorId", "actorName", action, "entityType", "entityId", summary, "createdAt")
      SELECT ${naomi.id}, ${naomi.username}, 'update', 'booklet', n, 'Changed booklet ' || n,
             timestamp '2026-06-01 00:00:00' + (n / 3) * interval '1 second'
      FROM generate_series(1, 1203) n ORDER BY random()`;
    const expected = await db.auditEntry.findMany({
      where: { actorId: naomi.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { id: true },
    });
    const ids = async (max?: number) =>
      (await Array.fromAsync(exportAuditEntries({ userId: naomi.id }, max))).flat().map((entry) => entry.id);
    expect(await ids()).toEqual(expected.map((entry) => entry.id));
    expect(await ids(501)).toEqual(expected.slice(0, 501).map((entry) => entry.id));
  });

  it("cannot be changed or removed, even by a direct query", async () => {
    await recordAudit(ruth, { action: "update", entityType: "setting", entityId: 3, summary: "Changed setting" });
    const [entry] = (await listAuditEntries({ userId: ruth.id, action: "update", page: 1 })).items;
    await expect(
      db.auditEntry.update({ where: { id: entry.id }, data: { summary: "nothing happened" } }),
    ).rejects.toThrow(/append-only/);
    await expect(db.auditEntry.delete({ where: { id: entry.id } })).rejects.toThrow(/append-only/);
    await expect(db.$executeRaw`DELETE FROM "AuditEntry"`).rejects.toThrow(/append-only/);
    expect((await db.auditEntry.findUniqueOrThrow({ where: { id: entry.id } })).summary).toBe("Changed setting");
  });
});

describe("contact messages", () => {
  it("keep who read them and when, until marked unread", async () => {
    const { id } = await createContactMessage({ name: "Naomi", email: "naomi@example.org", message: "Hello" });
    const read = await markContactMessageRead({ id, isRead: true, readBy: ruth.username });
    expect(read).toMatchObject({ isRead: true, readBy: ruth.username, readAt: expect.any(Date) });
    expect(await markContactMessageRead({ id, isRead: false, readBy: ruth.username })).toMatchObject({
      isRead: false,
      readBy: null,
      readAt: null,
    });
    await db.contactMessage.delete({ where: { id } });
  });
});
