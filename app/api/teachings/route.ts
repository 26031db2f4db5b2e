import { apiRoute, created } from "@/lib/api/http";
import { allows } from "@/lib/auth/policy";
import { createTeaching, listPublishedTeachings, listStaffTeachings } from "@/lib/data/teachings";
import { teachingCreateSchema, teachingFiltersSchema } from "@/lib/validation/teachings";

export const GET = apiRoute({ auth: "public", query: teachingFiltersSchema }, async ({ query, user }) =>
  allows("editor", user?.role) && Object.values(query).every((value) => !value)
    ? listStaffTeachings()
    : listPublishedTeachings(query),
);

export const POST = apiRoute({ auth: "editor", body: teachingCreateSchema }, async ({ body }) =>
  created(await createTeaching(body)),
);
