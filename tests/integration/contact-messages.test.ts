import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createContactMessage } from "@/lib/data/contact-messages";

describe("createContactMessage", () => {
  it("stores the message unread, with an empty subject as null", async () => {
    const { id } = await createContactMessage({
      name: "Ruth",
      email: "ruth@example.org",
      subject: "",
      message: "Hello",
    });
    const row = await db.contactMessage.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({
      name: "Ruth",
      email: "ruth@example.org",
      subject: null,
      message: "Hello",
      isRead: false,
    });

    const withSubject = await createContactMessage({
      name: "Boaz",
      email: "boaz@example.org",
      subject: "Prayer",
      message: "Hi",
    });
    expect((await db.contactMessage.findUniqueOrThrow({ where: { id: withSubject.id } })).subject).toBe("Prayer");
    await db.contactMessage.deleteMany({ where: { id: { in: [id, withSubject.id] } } });
  });
});
