import { apiRoute, created } from "@/lib/api/http";
import { allows } from "@/lib/auth/policy";
import { createBooklet, listBookletSummaries, listStaffBookletSummaries } from "@/lib/data/booklets";
import { bookletSchema } from "@/lib/validation/booklets";

export const GET = apiRoute({ auth: "public" }, async ({ user }) =>
  allows("editor", user?.role) ? listStaffBookletSummaries() : listBookletSummaries(),
);

export const POST = apiRoute({ auth: "editor", body: bookletSchema }, async ({ body }) => {
  const booklet = await createBooklet(body);
  return created(booklet);
});
