// PATCH /api/settings/[id] — change a setting, value checked against its type (admin); DELETE — remove it (admin)
import { apiRoute, idParams } from "@/lib/api/http";
import { deleteSetting, updateSetting } from "@/lib/data/settings";
import { settingSchema } from "@/lib/validation/settings";

export const PATCH = apiRoute({ auth: "admin", params: idParams, body: settingSchema }, async ({ params, body }) =>
  updateSetting({ id: params.id, ...body }),
);

export const DELETE = apiRoute({ auth: "admin", params: idParams }, async ({ params }) => {
  await deleteSetting(params.id);
  return { success: true, message: "Setting deleted" };
});
