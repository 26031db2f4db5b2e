import { apiRoute, idParams } from "@/lib/api/http";
import { deleteDocument, getDocument, moveDocument } from "@/lib/data/documents";
import { storage } from "@/lib/storage";
import { moveDocumentSchema } from "@/lib/validation/documents";

export const GET = apiRoute({ auth: "editor", params: idParams }, async ({ params }) => getDocument(params.id));

export const PATCH = apiRoute(
  { auth: "editor", params: idParams, body: moveDocumentSchema },
  async ({ params, body }) => moveDocument({ id: params.id, categoryId: body.categoryId }),
);

export const DELETE = apiRoute({ auth: "editor", params: idParams }, async ({ params }) => {
  const { storageKey } = await deleteDocument(params.id);
  // The row is gone first: a file left behind by a storage hiccup is harmless, a row without its file is not.
  await storage()
    .delete(storageKey)
    .catch((error) => console.error(`[documents] could not delete stored file ${storageKey}:`, error));
  return { success: true, message: "Document deleted" };
});
