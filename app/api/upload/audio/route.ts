import { apiRoute, created } from "@/lib/api/http";
import { storeBookFile } from "@/lib/uploads/book-files";
import { AUDIO_EXTENSIONS } from "@/lib/uploads/file-types";

export const POST = apiRoute({ auth: "editor" }, async ({ req }) =>
  created({ audioUrl: await storeBookFile(req, { field: "audio", extensions: AUDIO_EXTENSIONS }) }),
);
