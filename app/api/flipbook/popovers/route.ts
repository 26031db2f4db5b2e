import { apiRoute, created } from "@/lib/api/http";
import { LARGE_BODY_LIMIT } from "@/lib/api/body";
import { translatePopovers } from "@/lib/translation/book-pages";
import { createPopover, listPopovers } from "@/lib/data/popovers";
import { isTargetLanguage } from "@/lib/i18n/config";
import { limitTranslationRequest } from "@/lib/api/translation-requests";
import { popoverCreateSchema, popoversQuerySchema } from "@/lib/validation/flipbook";
import { keepingBookPageHistory } from "@/lib/data/flipbook-drafts";
import { actorOf } from "@/lib/data/content";

// requirements §7: with ?language, stored translations first, originals where that fails.
export const GET = apiRoute({ auth: "public", query: popoversQuerySchema }, async ({ req, query }) => {
  const popovers = await listPopovers(query.pageId);
  if (!isTargetLanguage(query.language) || popovers.length === 0) return popovers;
  await limitTranslationRequest(
    req,
    popovers.flatMap((popover) => [popover.title, popover.content ?? ""]),
  );
  return translatePopovers(popovers, query.language);
});

export const POST = apiRoute(
  { auth: "admin", body: popoverCreateSchema, maxBodyBytes: LARGE_BODY_LIMIT },
  async ({ body, user }) => {
    const popover = await createPopover(body, keepingBookPageHistory({ pageId: body.pageId }, actorOf(user)));
    return created(popover);
  },
);
