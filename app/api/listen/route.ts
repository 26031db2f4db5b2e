// Without an AI provider a page that exists answers 404 with `voice: false`: the browser's voice reads it then.
import { clientIp } from "@/lib/api/client-ip";
import { apiRoute } from "@/lib/api/http";
import { speechEnabled } from "@/lib/ai/provider";
import { AppError, notFound } from "@/lib/errors";
import { log } from "@/lib/log";
import { pageSpeech } from "@/lib/listen/audio";
import { pageTextToRead } from "@/lib/listen/page-text";
import { consumeRateLimit } from "@/lib/rate-limit";
import { listenQuerySchema } from "@/lib/validation/listen";

export const GET = apiRoute({ auth: "public", query: listenQuerySchema }, async ({ req, query }) => {
  await consumeRateLimit("listenPerIp", clientIp(req));
  const { locale, voice, ...source } = query;
  const toRead = await pageTextToRead(source, locale);
  if (!toRead) throw notFound("There is no published page to read.");
  if (!speechEnabled())
    throw new AppError(404, "The server's voice is not available: use the browser's.", undefined, { voice: false });
  const audio = await pageSpeech(source, toRead.text, toRead.locale, voice).catch((error: unknown) => {
    log.warn("page speech failed", { kind: source.kind, err: String(error instanceof Error ? error.message : error) });
    throw new AppError(502, "The server's voice could not read this page: use the browser's.");
  });
  return new Response(audio.body, {
    headers: {
      "Content-Type": "audio/mpeg",
      "Content-Length": String(audio.size),
      // The address names the page, not its text: a new publication must be heard within minutes.
      "Cache-Control": "public, max-age=300",
    },
  });
});
