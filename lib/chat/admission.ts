import "server-only";
import type { NextRequest } from "next/server";
import { clientIp } from "@/lib/api/client-ip";
import { DEFAULT_MAX_QUESTION_LENGTH, QUESTION_HARD_LIMIT } from "@/lib/contracts/chat";
import { getChatbotSettings } from "@/lib/data/settings";
import { badRequest } from "@/lib/errors";
import { consumeRateLimits } from "@/lib/rate-limit";
import { questionTooLong, type ChatMessageValues } from "@/lib/validation/chat";

export async function maxQuestionLength(): Promise<number> {
  const { maxQuestionLength: setting } = await getChatbotSettings();
  return Math.min(setting ?? DEFAULT_MAX_QUESTION_LENGTH, QUESTION_HARD_LIMIT);
}

/** Counted by `conversationKey`, not the sent session id: with a weak id, a stranger used up its owner's questions. */
export async function admitChatMessage(req: NextRequest, body: ChatMessageValues, conversation: string): Promise<void> {
  const max = await maxQuestionLength();
  if (body.question.length > max) throw badRequest(questionTooLong(max), { question: [questionTooLong(max)] });
  await consumeRateLimits([
    { name: "chatPerIp", key: clientIp(req) },
    { name: "chatPerSession", key: conversation },
  ]);
}
