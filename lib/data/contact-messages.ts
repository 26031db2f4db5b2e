import "server-only";
import { db } from "@/lib/db";

export type NewContactMessage = { name: string; email: string; subject?: string | null; message: string };

/** Stores a visitor's message; an empty subject is kept as null. */
export async function createContactMessage({ name, email, subject, message }: NewContactMessage) {
  return db.contactMessage.create({
    data: { name, email, subject: subject || null, message },
    select: { id: true, createdAt: true },
  });
}
