import type { AnswerOutcome, ChatSource, SuggestedQuestion } from "@/lib/contracts/chat";

// The chatbot answers by trying strategies in order (requirements §D5): each one either gives the
// answer or steps aside for the next. A strategy may show text while it works (a model's answer
// as it is written); the emitter alone decides how the reader's screen is updated.

export type TurnEvent = { type: "delta"; text: string } | { type: "replace"; text: string };

/** The answer a strategy settled on; `shown` when its text already reached the reader in full. */
export type TurnAnswer = {
  answer: string;
  sources: ChatSource[];
  outcome: AnswerOutcome;
  suggestions?: SuggestedQuestion[];
  shown?: boolean;
};

/** Yields text as it is written (appended on screen); returns the answer, or null to step aside. */
export type Strategy<Turn> = (turn: Turn) => AsyncGenerator<string, TurnAnswer | null>;

/**
 * Runs the strategies in order until one answers. Streamed text goes out as "delta" events; an
 * answer that was not streamed is sent whole: appended when nothing is on screen yet, replacing
 * what is there otherwise (a stream that was cut off or turned out unusable).
 */
export async function* answerInOrder<Turn>(
  strategies: Strategy<Turn>[],
  turn: Turn,
): AsyncGenerator<TurnEvent, TurnAnswer> {
  let onScreen = false;
  for (const strategy of strategies) {
    const run = strategy(turn);
    let step = await run.next();
    while (!step.done) {
      if (step.value) {
        onScreen = true;
        yield { type: "delta", text: step.value };
      }
      step = await run.next();
    }
    const answer = step.value;
    if (!answer) continue;
    if (!answer.shown) yield { type: onScreen ? "replace" : "delta", text: answer.answer };
    const { shown: _shown, ...stored } = answer;
    return stored;
  }
  throw new Error("No answer strategy answered; the last one must always answer.");
}
