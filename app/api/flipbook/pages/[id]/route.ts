import { apiRoute, idParams } from "@/lib/api/http";
import { LARGE_BODY_LIMIT } from "@/lib/api/body";
import { getPage, updatePageContent } from "@/lib/data/flipbook";
import { notFound } from "@/lib/errors";
import { staticPageContent } from "@/lib/book/static-reader";
import { pageContentSchema, pageReadQuerySchema } from "@/lib/validation/flipbook";
import { preparePageWithTranslations } from "@/lib/knowledge/page-passages";
import { keepingBookPageHistory } from "@/lib/data/flipbook-drafts";
import { actorOf } from "@/lib/data/content";

export const GET = apiRoute(
  { auth: "public", params: idParams, query: pageReadQuerySchema },
  async ({ params, query }) => {
    const page = await getPage(params.id);
    if (!page) throw notFound("Page not found.");
    return query.extractContent === "true" ? { ...page, extractedContent: staticPageContent(page.pageNumber) } : page;
  },
);

export const PATCH = apiRoute(
  { auth: "admin", params: idParams, body: pageContentSchema, maxBodyBytes: LARGE_BODY_LIMIT },
  async ({ params, body, user }) => {
    const history = keepingBookPageHistory({ pageId: params.id }, actorOf(user));
    const page = await updatePageContent(params.id, body.content, preparePageWithTranslations, history);
    return page;
  },
);
