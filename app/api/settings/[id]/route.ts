import { apiRoute, idParams } from "@/lib/api/http";
import { settingsApiAudit } from "@/lib/content/workflow";
import { deleteSetting, updateSetting } from "@/lib/data/settings";
import { settingSchema } from "@/lib/validation/settings";

// A change of a public text is kept in their history as a publish (docs/decisions/016).
export const PATCH = apiRoute(
  { auth: "admin", params: idParams, body: settingSchema },
  async ({ params, body, user, audit }) => {
    const { setting, changedTexts } = await updateSetting(
      { id: params.id, ...body },
      { id: user.id, name: user.username },
    );
    const note = settingsApiAudit(changedTexts);
    if (note) audit(note);
    return setting;
  },
);

export const DELETE = apiRoute({ auth: "admin", params: idParams }, async ({ params, user, audit }) => {
  const { changedTexts } = await deleteSetting(params.id, { id: user.id, name: user.username });
  const note = settingsApiAudit(changedTexts);
  if (note) audit(note);
  return { success: true, message: "Setting deleted" };
});
