import { apiRoute, created, pagedJson, zodFieldErrors } from "@/lib/api/http";
import { badRequest } from "@/lib/errors";
import { countDocuments, listDocuments } from "@/lib/data/documents";
import { storeUploadedDocuments } from "@/lib/uploads/documents";
import { receiveMultipart } from "@/lib/uploads/receive";
import {
  DEFAULT_DOCUMENTS_PAGE_SIZE,
  DOCUMENT_EXTENSIONS,
  listDocumentsQuerySchema,
  MAX_FILES_PER_UPLOAD,
  UPLOAD_REQUIRED,
  uploadFieldsSchema,
} from "@/lib/validation/documents";

export const GET = apiRoute({ auth: "editor", query: listDocumentsQuerySchema }, async ({ req, query }) => {
  const withContent = query.fields === "all";
  if (!query.page && !query.pageSize) return listDocuments({ categoryId: query.categoryId, withContent });
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_DOCUMENTS_PAGE_SIZE;
  const [items, total] = await Promise.all([
    listDocuments({ categoryId: query.categoryId, withContent, limit: pageSize, offset: (page - 1) * pageSize }),
    countDocuments({ categoryId: query.categoryId }),
  ]);
  return pagedJson(req, items, { page, pageSize, total });
});

export const POST = apiRoute({ auth: "editor" }, async ({ req, user, audit }) => {
  const upload = await receiveMultipart(req, {
    fileFields: ["files"],
    extensions: DOCUMENT_EXTENSIONS,
    maxFiles: MAX_FILES_PER_UPLOAD,
  });
  try {
    const fields = uploadFieldsSchema.safeParse(upload.fields);
    if (!fields.success) {
      const errors = zodFieldErrors(fields.error);
      throw badRequest(Object.values(errors)[0]?.[0] ?? UPLOAD_REQUIRED, errors);
    }
    if (upload.files.length === 0) throw badRequest(UPLOAD_REQUIRED, { files: [UPLOAD_REQUIRED] });
    const documents = await storeUploadedDocuments({
      files: upload.files,
      titles: fields.data.titles,
      categoryId: fields.data.categoryId,
      uploadedBy: user.username,
    });
    audit({
      entityId: documents.length === 1 ? documents[0].id : null,
      summary: `Uploaded ${documents.map((document) => `"${document.title}"`).join(", ")}`,
    });
    return created({
      message:
        documents.length === 1
          ? "Document uploaded successfully"
          : `${documents.length} documents uploaded successfully`,
      documents,
    });
  } finally {
    await upload.dispose();
  }
});
