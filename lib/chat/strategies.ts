import type { AnswerOutcome, ChatSource, SuggestedQuestion } from "@/lib/contracts/chat";

// requirements §D5: strategies in order, each either giving the answer or stepping aside for the next.

export type TurnEvent = { type: "delta"; text: string } | { type: "replace"; text: string };

export type TurnAnswer = {
  answer: string;
  sources: ChatSource[];
  outcome: AnswerOutcome;
  suggestions?: SuggestedQuestion[];
  shown?: boolean;
};

export type Strategy<Turn> = (turn: Turn) => AsyncGenerator<string, TurnAnswer | null>;

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
