import { fakeOpenAIURL } from "@/playwright.config";

// Scripts the fake OpenAI-compatible server behind the "ai" project's server (see
// tests/support/fake-openai.mjs for what a rule is). Tests of the "ai" project run one at a time.
export type FakeRule = {
  endpoint?: "chat" | "embeddings" | "speech";
  match?: string;
  reply?: string;
  status?: number;
  delayMs?: number;
  times?: number;
};

export async function setFakeRules(rules: FakeRule[]): Promise<void> {
  const response = await fetch(`${fakeOpenAIURL}/__fake/rules`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ rules }),
  });
  if (!response.ok) throw new Error(`fake server refused the rules: ${response.status}`);
}

export async function resetFake(): Promise<void> {
  await fetch(`${fakeOpenAIURL}/__fake/reset`, { method: "POST" });
}

export async function fakeRequests(): Promise<{ endpoint: string; body: unknown }[]> {
  const response = await fetch(`${fakeOpenAIURL}/__fake/requests`);
  return ((await response.json()) as { requests: { endpoint: string; body: unknown }[] }).requests;
}
