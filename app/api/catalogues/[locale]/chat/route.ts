import { z } from "zod";
import { apiRoute } from "@/lib/api/http";
import { LOCALES } from "@/lib/i18n/config";
import { CHAT_PANEL_NAMESPACES } from "@/lib/i18n/namespaces";
import { getClientMessages } from "@/lib/i18n/server";

// The chat panel's strings, fetched with its code when a visitor reaches for the launcher, so that
// no page's HTML carries them. Catalogues change only with a deploy.
export const GET = apiRoute({ auth: "public", params: z.object({ locale: z.enum(LOCALES) }) }, async ({ params }) =>
  Response.json(await getClientMessages(params.locale, CHAT_PANEL_NAMESPACES), {
    headers: { "Cache-Control": "public, max-age=3600" },
  }),
);
