// GET /api/settings[?category=] — settings; everyone but admins gets only the isPublic ones
import { z } from "zod";
import { apiRoute } from "@/lib/api/http";
import { allows } from "@/lib/auth/policy";
import { listSettings } from "@/lib/data/settings";
import { SETTING_CATEGORIES } from "@/lib/validation/settings";

const querySchema = z.object({ category: z.enum(SETTING_CATEGORIES, "Unknown setting category").optional() });

export const GET = apiRoute({ auth: "public", query: querySchema }, async ({ user, query }) =>
  listSettings({ category: query.category, publicOnly: !allows("admin", user?.role) }),
);
