import { apiRoute, created } from "@/lib/api/http";
import { storeBookFile } from "@/lib/uploads/book-files";
import { PDF_EXTENSIONS } from "@/lib/uploads/file-types";

export const POST = apiRoute({ auth: "editor" }, async ({ req }) =>
  created({ pdfUrl: await storeBookFile(req, { field: "pdf", extensions: PDF_EXTENSIONS }) }),
);
