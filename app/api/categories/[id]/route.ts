import { apiRoute, idParams } from "@/lib/api/http";
import { deleteCategory, updateCategory } from "@/lib/data/categories";
import { categorySchema, deleteCategoryQuerySchema } from "@/lib/validation/categories";

export const PATCH = apiRoute({ auth: "editor", params: idParams, body: categorySchema }, async ({ params, body }) =>
  updateCategory({ id: params.id, ...body }),
);

export const DELETE = apiRoute(
  { auth: "editor", params: idParams, query: deleteCategoryQuerySchema },
  async ({ params, query }) => {
    await deleteCategory({ id: params.id, onlyIfEmpty: query.onlyIfEmpty });
    return { success: true, message: "Folder deleted" };
  },
);
