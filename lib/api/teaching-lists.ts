import "server-only";
import { apiRoute, created, idParams } from "@/lib/api/http";
import {
  createTeachingListItem,
  deleteTeachingListItem,
  listTeachingListItems,
  updateTeachingListItem,
  type TeachingList,
} from "@/lib/data/teaching-lists";
import { teachingListItemSchema, teachingListItemUpdateSchema } from "@/lib/validation/teachings";

export function teachingListRoutes(list: TeachingList) {
  return {
    GET: apiRoute({ auth: "public" }, () => listTeachingListItems(list)),
    // A new series has a public page and feed at once; a new speaker shows nowhere until a teaching names them.
    POST: apiRoute({ auth: "editor", body: teachingListItemSchema, changesSite: list === "series" }, async ({ body }) =>
      created(await createTeachingListItem(list, body)),
    ),
    PATCH: apiRoute(
      { auth: "editor", params: idParams, body: teachingListItemUpdateSchema, changesSite: true },
      ({ params, body }) => updateTeachingListItem(list, params.id, body),
    ),
    DELETE: apiRoute({ auth: "editor", params: idParams, changesSite: true }, async ({ params }) => {
      await deleteTeachingListItem(list, params.id);
      return { success: true };
    }),
  };
}
