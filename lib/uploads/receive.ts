import "server-only";
import { Busboy } from "@fastify/busboy";
import { createReadStream, createWriteStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { env } from "@/lib/env";
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from "@/lib/errors";
import { contentMatchesExtension, mimeTypeOf } from "@/lib/uploads/file-types";
import { makeUploadTempDir } from "@/lib/uploads/temp";
import { extensionOf } from "@/lib/validation/documents";

export type ReceivedFile = {
  field: string;
  /** The name as the browser sent it, without any folder part. */
  fileName: string;
  extension: string;
  mimeType: string;
  size: number;
  /** Where the bytes wait on local disk until they are stored. */
  tempPath: string;
};

export type ReceivedUpload = {
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** Removes the temporary files; call it in `finally`. */
  dispose: () => Promise<void>;
};

type ReceiveOptions = {
  fileFields: string[];
  extensions: readonly string[];
  maxFiles: number;
};

export const maxUploadBytes = () => env.UPLOAD_MAX_MB * 1024 * 1024;

/**
 * Reads a multipart upload as a stream (a 50 MB video never sits in memory): each file goes to a
 * temporary file while its size is counted against UPLOAD_MAX_MB (413) and its extension checked
 * (415); then every file's content is checked against its extension by signature (415).
 * Nothing is stored anywhere permanent here, so a refused upload leaves nothing behind.
 */
export async function receiveMultipart(req: Request, options: ReceiveOptions): Promise<ReceivedUpload> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(contentType) || !req.body) {
    throw unsupportedMediaType("Send the upload as multipart/form-data.");
  }
  const maxBytes = maxUploadBytes();
  const dir = await makeUploadTempDir();
  const dispose = () => rm(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  const writes: Promise<unknown>[] = [];
  // The first problem wins; the rest of the body is still read (and discarded) so that the
  // client receives the answer instead of a reset connection.
  let failure: AppError | null = null;
  const fail = (error: AppError) => {
    failure ??= error;
  };

  try {
    await new Promise<void>((resolve, reject) => {
      const busboy = Busboy({
        headers: { "content-type": contentType },
        limits: {
          fileSize: maxBytes,
          files: options.maxFiles,
          fields: 20,
          fieldSize: 64 * 1024,
          parts: options.maxFiles + 20,
        },
      });
      busboy.on("file", (field, stream, rawName) => {
        const fileName = path.basename(rawName.replace(/\\/g, "/")).slice(0, 255);
        const extension = extensionOf(fileName);
        if (failure || !fileName || !options.fileFields.includes(field)) {
          stream.resume();
          return;
        }
        if (!options.extensions.includes(extension)) {
          fail(
            unsupportedMediaType(
              `"${fileName}" is not an accepted file type. Accepted types: ${options.extensions.join(", ")}.`,
            ),
          );
          stream.resume();
          return;
        }
        const file: ReceivedFile = {
          field,
          fileName,
          extension,
          mimeType: mimeTypeOf(extension),
          size: 0,
          tempPath: path.join(/*turbopackIgnore: true*/ dir, `${files.length}.${extension}`),
        };
        files.push(file);
        stream.on("limit", () =>
          fail(payloadTooLarge(`"${fileName}" is larger than the ${env.UPLOAD_MAX_MB} MB upload limit.`)),
        );
        writes.push(pipeline(stream, createWriteStream(file.tempPath)));
      });
      busboy.on("field", (name, value, _nameTruncated, valueTruncated) => {
        if (valueTruncated) fail(badRequest(`The field "${name}" is too long.`));
        fields[name] = value;
      });
      busboy.on("filesLimit", () => fail(badRequest(`Upload at most ${options.maxFiles} files at once.`)));
      busboy.on("error", reject);
      busboy.on("finish", resolve);
      pipeline(Readable.fromWeb(req.body as import("node:stream/web").ReadableStream), busboy).catch(reject);
    });
    await Promise.all(writes);
    if (failure) throw failure;
    await checkContents(files);
    return { fields, files, dispose };
  } catch (error) {
    await dispose();
    if (error instanceof AppError) throw error;
    throw badRequest("The upload was interrupted or is not valid multipart/form-data.");
  }
}

/** Every received file is not empty and its content matches its extension (415 otherwise); sets its size. */
async function checkContents(files: ReceivedFile[]) {
  for (const file of files) {
    file.size = (await stat(file.tempPath)).size;
    if (file.size === 0) throw badRequest(`"${file.fileName}" is empty.`);
    if (!(await contentMatchesExtension(file.tempPath, file.extension))) {
      throw unsupportedMediaType(
        `"${file.fileName}" does not look like a .${file.extension} file. Check that the file is not damaged or renamed.`,
      );
    }
  }
}

/** The temporary file as a web stream, for storage().put. */
export function tempFileStream(file: ReceivedFile): ReadableStream<Uint8Array> {
  return Readable.toWeb(createReadStream(file.tempPath)) as ReadableStream<Uint8Array>;
}
