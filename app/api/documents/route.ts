import { NextResponse } from "next/server";
import { apiRoute, created, zodFieldErrors } from "@/lib/api/http";
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
  // A page is still the spec's plain list; where it sits in the whole travels in headers.
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_DOCUMENTS_PAGE_SIZE;
  const [items, total] = await Promise.all([
    listDocuments({ categoryId: query.categoryId, withContent, limit: pageSize, offset: (page - 1) * pageSize }),
    countDocuments({ categoryId: query.categoryId }),
  ]);
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const link = (rel: string, number: number) => {
    const url = new URL(req.nextUrl.pathname + req.nextUrl.search, "http://local");
    url.searchParams.set("page", String(number));
    url.searchParams.set("pageSize", String(pageSize));
    return `<${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const links = [
    link("first", 1),
    ...(page > 1 ? [link("prev", Math.min(page - 1, lastPage))] : []),
    ...(page < lastPage ? [link("next", page + 1)] : []),
    link("last", lastPage),
  ];
  return NextResponse.json(items, {
    headers: {
      "Cache-Control": "no-store",
      "X-Total-Count": String(total),
      "X-Page": String(page),
      "X-Page-Size": String(pageSize),
      Link: links.join(", "),
    },
  });
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
