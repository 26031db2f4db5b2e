import "server-only";
import { db } from "@/lib/db";
import { DEFAULT_SETTINGS } from "@/lib/settings/defaults";

export async function readSettingValues<const Name extends string>(
  names: readonly Name[],
): Promise<Record<Name, string>> {
  const rows = await db.setting.findMany({ where: { name: { in: [...names] } }, select: { name: true, value: true } });
  const stored = new Map(rows.map((row) => [row.name, row.value]));
  return Object.fromEntries(
    names.map((name) => [name, stored.get(name) ?? DEFAULT_SETTINGS.find((s) => s.name === name)?.value ?? ""]),
  ) as Record<Name, string>;
}
