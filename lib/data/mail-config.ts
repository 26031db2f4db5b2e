import "server-only";
import { db } from "@/lib/db";

export async function readMailConfig() {
  return db.mailConfig.findUnique({ where: { id: 1 }, select: { smtpUrl: true, mailFrom: true, updatedAt: true } });
}

export async function writeMailConfig(config: { smtpUrl: string | null; mailFrom: string | null }) {
  await db.mailConfig.upsert({ where: { id: 1 }, create: { id: 1, ...config }, update: config });
}

export async function readPinnedSiteOrigin(): Promise<string | null> {
  return (await db.mailConfig.findUnique({ where: { id: 1 }, select: { siteOrigin: true } }))?.siteOrigin ?? null;
}

/** Stores `origin` unless one is stored already (the first wins); answers the one stored. */
export async function pinSiteOrigin(origin: string): Promise<string> {
  await db.mailConfig.upsert({ where: { id: 1 }, create: { id: 1, siteOrigin: origin }, update: {} });
  await db.mailConfig.updateMany({ where: { id: 1, siteOrigin: null }, data: { siteOrigin: origin } });
  return (await readPinnedSiteOrigin()) ?? origin;
}
