// GET /api/flipbook/search?pageNumber=n — the pages with that number, as a list (public)
import { apiRoute } from "@/lib/api/http";
import { findPagesByNumber } from "@/lib/data/flipbook";
import { pageSearchQuerySchema } from "@/lib/validation/flipbook";

export const GET = apiRoute({ auth: "public", query: pageSearchQuerySchema }, async ({ query }) =>
  findPagesByNumber(query.pageNumber),
);
