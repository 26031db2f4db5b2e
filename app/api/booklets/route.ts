import { apiRoute, created, pagedJson } from "@/lib/api/http";
import { allows } from "@/lib/auth/policy";
import {
  countBooklets,
  countBookletsOnSite,
  createBooklet,
  listBookletSummaries,
  readBookletSummaries,
  listStaffBookletSummaries,
} from "@/lib/data/booklets";
import { bookletSchema, listBookletsQuerySchema, MAX_BOOKLETS } from "@/lib/validation/booklets";

// Without paging parameters, the spec's whole list: the cap on booklets keeps it to one page.
export const GET = apiRoute({ auth: "public", query: listBookletsQuerySchema }, async ({ req, query, user }) => {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? MAX_BOOKLETS;
  const window = { offset: (page - 1) * pageSize, limit: pageSize };
  const staff = allows("editor", user?.role);
  const [items, total] = staff
    ? await Promise.all([listStaffBookletSummaries(window), countBooklets()])
    : await Promise.all([
        query.page || query.pageSize ? readBookletSummaries(window) : listBookletSummaries(),
        countBookletsOnSite(),
      ]);
  return pagedJson(req, items, { page, pageSize, total });
});

export const POST = apiRoute({ auth: "editor", body: bookletSchema }, async ({ body }) => {
  const booklet = await createBooklet(body);
  return created(booklet);
});
