import "server-only";
import { db } from "@/lib/db";

export type NewContactMessage = { name: string; email: string; subject?: string | null; message: string };

export async function createContactMessage({ name, email, subject, message }: NewContactMessage) {
  return db.contactMessage.create({
    data: { name, email, subject: subject || null, message },
    select: { id: true, createdAt: true },
  });
}

const messageSelect = {
  id: true,
  name: true,
  email: true,
  subject: true,
  message: true,
  isRead: true,
  readBy: true,
  readAt: true,
  createdAt: true,
} as const;

export async function listContactMessages() {
  return db.contactMessage.findMany({ select: messageSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

export async function countContactMessages() {
  const [count, unread] = await Promise.all([
    db.contactMessage.count(),
    db.contactMessage.count({ where: { isRead: false } }),
  ]);
  return { count, unread };
}

export async function markContactMessageRead({ id, isRead, readBy }: { id: number; isRead: boolean; readBy?: string }) {
  const data = isRead ? { isRead, readBy: readBy ?? null, readAt: new Date() } : { isRead, readBy: null, readAt: null };
  return db.contactMessage.update({ where: { id }, data, select: messageSelect });
}

export async function deleteContactMessage(id: number) {
  await db.contactMessage.delete({ where: { id } });
}
