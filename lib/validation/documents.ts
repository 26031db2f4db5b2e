import { z } from "zod";
import { idSchema } from "@/lib/validation/ids";
import { pagingQueryFields } from "@/lib/validation/paging";

// requirements §5: the accepted upload types.
export const DOCUMENT_EXTENSIONS = [
  "pdf",
  "txt",
  "doc",
  "docx",
  "jfif",
  "jpg",
  "jpeg",
  "png",
  "xlsx",
  "xls",
  "wav",
  "mp3",
  "m4v",
  "mp4",
  "ppt",
  "pptx",
] as const;
export type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];

export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(",");
export const UPLOAD_REQUIRED = "Please select files and a folder";
export const MAX_FILES_PER_UPLOAD = 20;
export const MAX_TITLE_LENGTH = 200;

/** requirements §5: a file's default title is its name without the extension. */
export function defaultTitle(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return (dot > 0 ? fileName.slice(0, dot) : fileName).trim();
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : "";
}

const categoryId = idSchema(UPLOAD_REQUIRED);

export const uploadFieldsSchema = z.object({
  categoryId,
  titles: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return {};
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "Titles must be a JSON map of file name to title" });
        return z.NEVER;
      }
    })
    .pipe(
      z.record(
        z.string(),
        z
          .string("Titles must be a JSON map of file name to title")
          .trim()
          .max(MAX_TITLE_LENGTH, `A title can be at most ${MAX_TITLE_LENGTH} characters`),
        "Titles must be a JSON map of file name to title",
      ),
    ),
});

export const uploadFormSchema = z.object({
  files: z
    .array(
      z.object({
        name: z.string(),
        title: z.string().trim().max(MAX_TITLE_LENGTH, `A title can be at most ${MAX_TITLE_LENGTH} characters`),
      }),
    )
    .min(1, UPLOAD_REQUIRED)
    .max(MAX_FILES_PER_UPLOAD, `Upload at most ${MAX_FILES_PER_UPLOAD} files at once`),
  categoryId: z.string().min(1, UPLOAD_REQUIRED),
});
export type UploadFormValues = z.infer<typeof uploadFormSchema>;

export const MOVE_REQUIRED = "Please choose a destination folder";

export const moveDocumentSchema = z.object({
  categoryId: idSchema(MOVE_REQUIRED),
});
export type MoveDocumentInput = z.infer<typeof moveDocumentSchema>;

export const MAX_DOCUMENTS_PAGE_SIZE = 100;
export const DEFAULT_DOCUMENTS_PAGE_SIZE = 50;
/** requirements §7 GET /api/documents is a plain list of every document with its `content`. */
export const listDocumentsQuerySchema = z.object({
  categoryId: idSchema().optional(),
  ...pagingQueryFields(MAX_DOCUMENTS_PAGE_SIZE),
  fields: z.enum(["all", "summary"], { error: "fields must be all or summary." }).default("all"),
});
