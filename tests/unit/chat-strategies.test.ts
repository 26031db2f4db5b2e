import { describe, expect, it } from "vitest";
import { answerInOrder, type Strategy, type TurnAnswer, type TurnEvent } from "@/lib/chat/strategies";

// The chatbot's answer strategies run in order until one answers; one emitter decides whether the
// reader's screen gets text appended ("delta") or replaced ("replace").

type Log = string[];

const answer = (text: string, extra: Partial<TurnAnswer> = {}): TurnAnswer => ({
  answer: text,
  sources: [],
  outcome: "extractive",
  ...extra,
});

function strategy(name: string, streamed: string[], result: TurnAnswer | null): Strategy<Log> {
  return async function* (log) {
    log.push(name);
    for (const text of streamed) yield text;
    return result;
  };
}

async function run(strategies: Strategy<Log>[]) {
  const log: Log = [];
  const events: TurnEvent[] = [];
  const turn = answerInOrder(strategies, log);
  let step = await turn.next();
  while (!step.done) {
    events.push(step.value);
    step = await turn.next();
  }
  return { log, events, result: step.value };
}

describe("answer strategies", () => {
  it("stops at the first strategy that answers, and sends its answer whole", async () => {
    const { log, events, result } = await run([
      strategy("approved", [], null),
      strategy("extractive", [], answer("Quoted.")),
      strategy("not found", [], answer("Not found.", { outcome: "not_found" })),
    ]);
    expect(log).toEqual(["approved", "extractive"]);
    expect(events).toEqual([{ type: "delta", text: "Quoted." }]);
    expect(result).toEqual({ answer: "Quoted.", sources: [], outcome: "extractive" });
  });

  it("streams a written answer as deltas and does not send it again", async () => {
    const { events, result } = await run([
      strategy(
        "generated",
        ["Amos kept ", "the light [1]."],
        answer("Amos kept the light [1].", { outcome: "generated", shown: true }),
      ),
    ]);
    expect(events).toEqual([
      { type: "delta", text: "Amos kept " },
      { type: "delta", text: "the light [1]." },
    ]);
    expect(result).not.toHaveProperty("shown");
    expect(result.outcome).toBe("generated");
  });

  it("replaces streamed text when a later strategy answers (a stream cut off or judged unusable)", async () => {
    const { log, events } = await run([
      strategy("generated", ["Amos kept "], null),
      strategy("extractive", [], answer("From our teachings: forty years.")),
    ]);
    expect(log).toEqual(["generated", "extractive"]);
    expect(events).toEqual([
      { type: "delta", text: "Amos kept " },
      { type: "replace", text: "From our teachings: forty years." },
    ]);
  });

  it("replaces streamed text with an answer the same strategy settles on (a refusal after a leak)", async () => {
    const { events } = await run([
      strategy("generated", ["Of course. "], answer("I can only help.", { outcome: "failed" })),
    ]);
    expect(events.at(-1)).toEqual({ type: "replace", text: "I can only help." });
  });

  it("appends, not replaces, when an earlier strategy gave up before showing anything", async () => {
    const { events } = await run([
      strategy("approved", [], null),
      strategy("generated", [], null),
      strategy("not found", [], answer("Not found.", { outcome: "not_found" })),
    ]);
    expect(events).toEqual([{ type: "delta", text: "Not found." }]);
  });

  it("refuses to end a turn without an answer", async () => {
    await expect(run([strategy("approved", [], null)])).rejects.toThrow(/last one must always answer/);
  });
});
