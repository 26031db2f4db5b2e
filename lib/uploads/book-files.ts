import "server-only";
import { randomUUID } from "node:crypto";
import { BOOK_FILE_PREFIX, storage } from "@/lib/storage";
import { receiveMultipart, tempFileStream } from "@/lib/uploads/receive";
import { badRequest } from "@/lib/errors";

export const BOOK_FILE_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

// requirements §7: image, audio or pdf, type-checked like document uploads, stored under a random name.
export async function storeBookFile(
  req: Request,
  { field, extensions }: { field: string; extensions: readonly string[] },
): Promise<string> {
  const upload = await receiveMultipart(req, { fileFields: [field], extensions, maxFiles: 1 });
  try {
    const file = upload.files[0];
    if (!file)
      throw badRequest(`Choose a file to upload (form field "${field}").`, { [field]: ["Choose a file to upload."] });
    const name = `${randomUUID()}.${file.extension}`;
    await storage().put(`${BOOK_FILE_PREFIX}${name}`, tempFileStream(file), file.mimeType);
    return `/api/upload/files/${name}`;
  } finally {
    await upload.dispose();
  }
}
