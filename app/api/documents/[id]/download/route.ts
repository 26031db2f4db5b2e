import { apiRoute, idParams } from "@/lib/api/http";
import { getDocumentFile } from "@/lib/data/documents";
import { isInlineType } from "@/lib/uploads/file-types";
import { serveStoredFile } from "@/lib/uploads/serve";

export const GET = apiRoute({ auth: "public", params: idParams }, async ({ req, params }) => {
  const file = await getDocumentFile(params.id);
  return serveStoredFile(req, {
    key: file.storageKey,
    contentType: file.mimeType,
    fileName: file.originalName,
    inline: isInlineType(file.documentType) && req.nextUrl.searchParams.get("download") === null,
    size: file.size,
    // The storage key is unique per upload and its bytes never change.
    etag: `"${file.storageKey.replace(/[^\w.-]/g, "")}"`,
    cacheControl: "public, max-age=3600, must-revalidate",
  });
});
