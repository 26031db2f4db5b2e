import { apiRoute, created } from "@/lib/api/http";
import { createCategory, listCategories } from "@/lib/data/categories";
import { categorySchema } from "@/lib/validation/categories";

export const GET = apiRoute({ auth: "editor" }, async () => listCategories());

export const POST = apiRoute({ auth: "editor", body: categorySchema }, async ({ body }) =>
  created(await createCategory(body)),
);
