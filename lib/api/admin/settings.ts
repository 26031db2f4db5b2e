import { apiFetch } from "@/lib/api/client";
import type { CrudResource } from "@/lib/api/admin/resource";
import type { ApiResult, Deleted } from "@/lib/api/json";
import type { createSetting, listSettings, updateSetting } from "@/lib/data/settings";
import type { SETTING_CATEGORIES, SettingInput } from "@/lib/validation/settings";

export type SettingCategory = (typeof SETTING_CATEGORIES)[number];

export type Setting = ApiResult<typeof listSettings>[number];

export const settingKeys = {
  all: ["settings"] as const,
  list: (category: SettingCategory | "all") => ["settings", category] as const,
};

export const settingsApi = {
  list: (category?: SettingCategory) =>
    apiFetch<ApiResult<typeof listSettings>>(category ? `/api/settings?category=${category}` : "/api/settings"),
  create: (input: SettingInput) =>
    apiFetch<ApiResult<typeof createSetting>["setting"]>("/api/settings", { method: "POST", json: input }),
  update: (id: number, input: SettingInput) =>
    apiFetch<ApiResult<typeof updateSetting>["setting"]>(`/api/settings/${id}`, { method: "PATCH", json: input }),
  remove: (id: number) => apiFetch<Deleted>(`/api/settings/${id}`, { method: "DELETE" }),
};

export const settingsResource: CrudResource<SettingInput> = { ...settingsApi, invalidate: [settingKeys.all] };
