import "server-only";
import { CACHE_TAGS } from "@/lib/cache";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { appendVersion, getDraftForUpdate, replaceDraftSnapshot, versionedIds, type Actor } from "@/lib/data/content";
import { defineDraftKind, type Tx } from "@/lib/data/draft-kind";
import { carryFields, sameJson } from "@/lib/data/carry-edits";
import { builtInSetting, settingDefault, settingRow } from "@/lib/settings/defaults";
import {
  isPublicTextSetting,
  PUBLIC_TEXT_SETTINGS,
  SITE_TEXTS_ID,
  siteTextsSnapshotSchema,
  type PublicTextSetting,
  type SiteTextsSnapshot,
} from "@/lib/validation/content";

const TYPE = "site-texts";
const TITLE = "Public texts";
export const SITE_TEXTS_STAY =
  "The public texts are always on the site. To change them, publish a new draft or restore an earlier version.";

const lockSiteTexts = (tx: Tx) => tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('content:site-texts'))`;

async function liveSiteTexts(tx: Tx = db) {
  const rows = await tx.setting.findMany({
    where: { name: { in: [...PUBLIC_TEXT_SETTINGS] } },
    select: { name: true, value: true, updatedAt: true },
  });
  const byName = new Map(rows.map((row) => [row.name, row]));
  const texts = Object.fromEntries(
    PUBLIC_TEXT_SETTINGS.map((name) => [name, byName.get(name)?.value ?? settingDefault(name)]),
  ) as SiteTextsSnapshot["texts"];
  const times = rows.map((row) => row.updatedAt.getTime());
  return {
    snapshot: { title: TITLE, texts },
    publishedAt: times.length > 0 ? new Date(Math.max(...times)) : null,
  };
}

export const siteTextsDrafts = defineDraftKind({
  type: TYPE,
  schema: siteTextsSnapshotSchema,
  notFound: "Not found.",
  lock: async (tx) => {
    await lockSiteTexts(tx);
  },
  live: async (tx, id) => {
    if (id !== SITE_TEXTS_ID) return null;
    const { snapshot, publishedAt } = await liveSiteTexts(tx);
    return { snapshot, onSite: true, meta: { publishedAt } };
  },
  clean: (snapshot) => ({ title: TITLE, texts: snapshot.texts }),
  writeLive: async (tx, _id, target) => {
    for (const name of PUBLIC_TEXT_SETTINGS) {
      const value = target.texts[name];
      const create = { ...settingRow(builtInSetting(name)!), value };
      await tx.setting.upsert({ where: { name }, create, update: { value }, select: { id: true } });
    }
  },
  unpublish: SITE_TEXTS_STAY,
  carry: (draft, before, after) => ({
    ...draft,
    texts: carryFields(draft.texts, before.texts, after.texts, PUBLIC_TEXT_SETTINGS),
  }),
  tags: [CACHE_TAGS.settings],
});

export const {
  state: getSiteTextsDraftState,
  save: saveSiteTextsDraft,
  discard: discardSiteTextsDraft,
  restore: restoreSiteTextsVersion,
  publish: publishSiteTexts,
  unpublish: unpublishSiteTexts,
} = siteTextsDrafts;

export const SETTINGS_API_NOTE = "Changed through the settings API";
const NOBODY: Actor = { id: null, name: "system" };

// A draft keeps its own edits; texts it did not edit follow the change, so publishing the draft later does not undo it.
export async function writeSettingsKeepingHistory<T>(
  names: string[],
  write: (tx: Tx) => Promise<T>,
  actor: Actor = NOBODY,
): Promise<{ result: T; changedTexts: PublicTextSetting[] }> {
  if (!names.some(isPublicTextSetting)) return { result: await write(db), changedTexts: [] };
  return db.$transaction(async (tx) => {
    await lockSiteTexts(tx);
    const before = (await liveSiteTexts(tx)).snapshot.texts;
    const result = await write(tx);
    const after = (await liveSiteTexts(tx)).snapshot;
    const changedTexts = PUBLIC_TEXT_SETTINGS.filter((name) => before[name] !== after.texts[name]);
    if (changedTexts.length > 0) {
      const version = { entityType: TYPE, entityId: SITE_TEXTS_ID, snapshot: after, note: SETTINGS_API_NOTE };
      await appendVersion(tx, { ...version, actor, at: new Date() });
      await carryIntoDraft(tx, before, after.texts, changedTexts);
    }
    return { result, changedTexts };
  });
}

type Texts = SiteTextsSnapshot["texts"];

async function carryIntoDraft(tx: Prisma.TransactionClient, before: Texts, after: Texts, changed: PublicTextSetting[]) {
  const draft = await getDraftForUpdate(TYPE, SITE_TEXTS_ID, tx);
  if (!draft) return;
  const snapshot = siteTextsSnapshotSchema.parse(draft.snapshot);
  const texts = carryFields(snapshot.texts, before, after, changed);
  if (sameJson(texts, snapshot.texts)) return;
  await replaceDraftSnapshot(TYPE, SITE_TEXTS_ID, { ...snapshot, texts }, tx);
}

export async function startSiteTextsHistory(input: { actor: Actor; note: string }): Promise<boolean> {
  return db.$transaction(async (tx) => {
    await lockSiteTexts(tx);
    if ((await versionedIds(TYPE, [SITE_TEXTS_ID], tx)).size > 0) return false;
    const live = await liveSiteTexts(tx);
    const at = live.publishedAt ?? new Date();
    await appendVersion(tx, { entityType: TYPE, entityId: SITE_TEXTS_ID, snapshot: live.snapshot, ...input, at });
    return true;
  });
}
