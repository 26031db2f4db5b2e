import { apiRoute, created } from "@/lib/api/http";
import { storeBookFile } from "@/lib/uploads/book-files";
import { IMAGE_EXTENSIONS } from "@/lib/uploads/file-types";

export const POST = apiRoute({ auth: "editor" }, async ({ req }) =>
  created({ imageUrl: await storeBookFile(req, { field: "image", extensions: IMAGE_EXTENSIONS }) }),
);
