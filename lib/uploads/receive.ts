import "server-only";
import { Busboy } from "@fastify/busboy";
import { createReadStream, createWriteStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { env } from "@/lib/env";
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from "@/lib/errors";
import { contentMatchesExtension } from "@/lib/uploads/file-types";
import { mimeTypeOf } from "@/lib/contracts/file-types";
import { makeUploadTempDir } from "@/lib/uploads/temp";
import { extensionOf } from "@/lib/validation/documents";

export type ReceivedFile = {
  field: string;
  fileName: string;
  extension: string;
  mimeType: string;
  size: number;
  tempPath: string;
};

export type ReceivedUpload = {
  fields: Record<string, string>;
  files: ReceivedFile[];
  dispose: () => Promise<void>;
};

type ReceiveOptions = {
  fileFields: string[];
  extensions: readonly string[];
  maxFiles: number;
};

export const maxUploadBytes = () => env.UPLOAD_MAX_MB * 1024 * 1024;

type Collected = {
  fields: Record<string, string>;
  files: ReceivedFile[];
  writes: Promise<unknown>[];
  // The first problem wins; the rest of the body is still read so the client gets the answer, not a reset.
  failure: AppError | null;
};

const fail = (collected: Collected, error: AppError) => {
  collected.failure ??= error;
};

export async function receiveMultipart(req: Request, options: ReceiveOptions): Promise<ReceivedUpload> {
  const contentType = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(contentType) || !req.body) {
    throw unsupportedMediaType("Send the upload as multipart/form-data.");
  }
  const dir = await makeUploadTempDir();
  const dispose = () => rm(dir, { recursive: true, force: true });
  const collected: Collected = { fields: {}, files: [], writes: [], failure: null };
  try {
    await readParts(req.body, contentType, dir, options, collected);
    await Promise.all(collected.writes);
    if (collected.failure) throw collected.failure;
    await checkContents(collected.files);
    return { fields: collected.fields, files: collected.files, dispose };
  } catch (error) {
    await dispose();
    if (error instanceof AppError) throw error;
    throw badRequest("The upload was interrupted or is not valid multipart/form-data.");
  }
}

function readParts(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  dir: string,
  options: ReceiveOptions,
  collected: Collected,
) {
  return new Promise<void>((resolve, reject) => {
    const busboy = Busboy({
      headers: { "content-type": contentType },
      limits: {
        fileSize: maxUploadBytes(),
        files: options.maxFiles,
        fields: 20,
        fieldSize: 64 * 1024,
        parts: options.maxFiles + 20,
      },
    });
    busboy.on("file", (field, stream, rawName) => receiveFile({ field, stream, rawName }, dir, options, collected));
    busboy.on("field", (name, value, _nameTruncated, valueTruncated) => {
      if (valueTruncated) fail(collected, badRequest(`The field "${name}" is too long.`));
      collected.fields[name] = value;
    });
    busboy.on("filesLimit", () => fail(collected, badRequest(`Upload at most ${options.maxFiles} files at once.`)));
    busboy.on("error", reject);
    busboy.on("finish", resolve);
    pipeline(Readable.fromWeb(body as import("node:stream/web").ReadableStream), busboy).catch(reject);
  });
}

function receiveFile(
  part: { field: string; stream: Readable; rawName: string },
  dir: string,
  options: ReceiveOptions,
  collected: Collected,
) {
  const { field, stream } = part;
  const fileName = path.basename(part.rawName.replace(/\\/g, "/")).slice(0, 255);
  const extension = extensionOf(fileName);
  if (collected.failure || !fileName || !options.fileFields.includes(field)) {
    stream.resume();
    return;
  }
  if (!options.extensions.includes(extension)) {
    const accepted = options.extensions.join(", ");
    fail(collected, unsupportedMediaType(`"${fileName}" is not an accepted file type. Accepted types: ${accepted}.`));
    stream.resume();
    return;
  }
  const file: ReceivedFile = {
    field,
    fileName,
    extension,
    mimeType: mimeTypeOf(extension),
    size: 0,
    tempPath: path.join(/*turbopackIgnore: true*/ dir, `${collected.files.length}.${extension}`),
  };
  collected.files.push(file);
  stream.on("limit", () =>
    fail(collected, payloadTooLarge(`"${fileName}" is larger than the ${env.UPLOAD_MAX_MB} MB upload limit.`)),
  );
  collected.writes.push(pipeline(stream, createWriteStream(file.tempPath)));
}

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

export function tempFileStream(file: ReceivedFile): ReadableStream<Uint8Array> {
  return Readable.toWeb(createReadStream(file.tempPath)) as ReadableStream<Uint8Array>;
}
