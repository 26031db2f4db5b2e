import { z } from "zod";
import { apiRoute, created } from "@/lib/api/http";
import { allows } from "@/lib/auth/policy";
import { settingsApiAudit } from "@/lib/content/workflow";
import { createSetting, listSettings } from "@/lib/data/settings";
import { SETTING_CATEGORIES, settingSchema } from "@/lib/validation/settings";

const querySchema = z.object({ category: z.enum(SETTING_CATEGORIES, "Unknown setting category").optional() });

export const GET = apiRoute({ auth: "public", query: querySchema }, async ({ user, query }) =>
  listSettings({ category: query.category, publicOnly: !allows("editor", user?.role) }),
);

export const POST = apiRoute({ auth: "admin", body: settingSchema }, async ({ body, user, audit }) => {
  const { setting, changedTexts } = await createSetting(body, { id: user.id, name: user.username });
  const note = settingsApiAudit(changedTexts);
  if (note) audit(note);
  return created(setting);
});
