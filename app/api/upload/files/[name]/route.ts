import { z } from "zod";
import { apiRoute } from "@/lib/api/http";
import { BOOK_FILE_NAME } from "@/lib/uploads/book-files";
import { BOOK_FILE_PREFIX } from "@/lib/storage";
import { isInlineType } from "@/lib/uploads/file-types";
import { mimeTypeOf } from "@/lib/contracts/file-types";
import { serveStoredFile } from "@/lib/uploads/serve";
import { extensionOf } from "@/lib/validation/documents";

const paramsSchema = z.object({ name: z.string().regex(BOOK_FILE_NAME) });

export const GET = apiRoute({ auth: "public", params: paramsSchema }, async ({ req, params }) => {
  const extension = extensionOf(params.name);
  return serveStoredFile(req, {
    key: `${BOOK_FILE_PREFIX}${params.name}`,
    contentType: mimeTypeOf(extension),
    fileName: params.name,
    inline: isInlineType(extension),
    etag: `"${params.name}"`,
    // A random name per upload: the bytes under it never change.
    cacheControl: "public, max-age=31536000, immutable",
  });
});
