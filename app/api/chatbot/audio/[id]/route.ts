import { clientIp } from "@/lib/api/client-ip";
import { apiRoute, idParams } from "@/lib/api/http";
import { speechEnabled } from "@/lib/ai/provider";
import { speechInput, spokenAnswer, synthesizeSpeech, verifySpeechUrl } from "@/lib/chat/speech";
import { getAnswerForSpeech } from "@/lib/data/chat";
import { forbidden, notFound } from "@/lib/errors";
import { consumeRateLimit } from "@/lib/rate-limit";
import { speechQuerySchema } from "@/lib/validation/chat";

export const GET = apiRoute(
  { auth: "public", params: idParams, query: speechQuerySchema },
  async ({ req, params, query }) => {
    if (!verifySpeechUrl(params.id, query.voice, query.expires, query.sig))
      throw forbidden("This audio link is invalid or has expired.");
    if (!speechEnabled()) throw notFound("Spoken answers are not available.");
    const answer = await getAnswerForSpeech(params.id);
    if (!answer) throw notFound("Answer not found.");
    await consumeRateLimit("speechPerIp", clientIp(req));
    const audio = await spokenAnswer({ messageId: params.id, voice: query.voice, expires: query.expires }, async () => {
      await consumeRateLimit("speechPerSession", answer.sessionId);
      return synthesizeSpeech(speechInput(answer.content), query.voice);
    });
    return new Response(audio, {
      headers: {
        "Content-Type": "audio/mpeg",
        "Content-Length": String(audio.byteLength),
        "Cache-Control": "private, max-age=3600",
      },
    });
  },
);
