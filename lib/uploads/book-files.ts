import "server-only";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { MAX_IMAGE_PIXELS } from "@/lib/contracts/file-types";
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
    if (file.mimeType.startsWith("image/")) await checkImageSize(file.tempPath, field);
    const name = `${randomUUID()}.${file.extension}`;
    await storage().put(`${BOOK_FILE_PREFIX}${name}`, tempFileStream(file), file.mimeType);
    return `/api/upload/files/${name}`;
  } finally {
    await upload.dispose();
  }
}

/** Its header only, read off the main thread: an image whose pixels would not fit is refused before it is stored. */
async function checkImageSize(tempPath: string, field: string) {
  const { width = 0, height = 0 } = await sharp(tempPath)
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (width === 0 || height === 0) throw badRequest(IMAGE_UNREADABLE, { [field]: [IMAGE_UNREADABLE] });
  if (width * height > MAX_IMAGE_PIXELS) {
    const message = imageTooLarge(width, height);
    throw badRequest(message, { [field]: [message] });
  }
}

const IMAGE_UNREADABLE = "The image could not be read. Save it again as JPEG or PNG and upload that.";
const imageTooLarge = (width: number, height: number) =>
  `The image is ${width} × ${height} pixels; the largest accepted is ${MAX_IMAGE_PIXELS / 1_000_000} million pixels (for example 8000 × 5000). Make it smaller and upload it again.`;
