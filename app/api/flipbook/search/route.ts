import { apiRoute } from "@/lib/api/http";
import { findPagesByNumber } from "@/lib/data/flipbook";
import { pageSearchQuerySchema } from "@/lib/validation/flipbook";

export const GET = apiRoute({ auth: "public", query: pageSearchQuerySchema }, async ({ query }) =>
  findPagesByNumber(query.pageNumber),
);
