import { expect, test, type Page } from "@playwright/test";
import { freshIp } from "../support/accounts";
import { catalogue } from "../support/catalogues";
import { installFakeSpeech, newSessionId, speechState, uploadTeachings } from "../support/chat";
import { fakeRequests, resetFake, setFakeRules } from "../../support/fake-openai.mjs";

// The chatbot on the server whose provider is the fake OpenAI-compatible server: streamed
// grounded answers, server speech in the chosen voice, and a Spanish visitor.

const ANSWER_PROMPT = "Rules you always follow";
const REWRITE_PROMPT = "standalone English search query";

let documentId: number;
let remove: () => Promise<void>;

test.beforeAll(async ({ playwright, baseURL }) => {
  // Uploaded through this server, so its passages are embedded by the fake provider.
  const uploaded = await uploadTeachings(playwright, baseURL, [
    {
      title: "The Well of Sychar",
      text: "At the well of Sychar, Jesus asked a Samaritan woman for water at the sixth hour and spoke of living water.",
    },
  ]);
  [documentId] = uploaded.ids;
  remove = uploaded.remove;
});

test.afterAll(async () => remove());

test.beforeEach(async ({ page }) => {
  await resetFake();
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
  await installFakeSpeech(page);
});

// The chat speaks the page's language: its labels come from that language's catalogue.
const english = catalogue("en");
const panel = (page: Page, t = english) => page.getByRole("dialog", { name: t("chat.title") });
const lastAnswer = (page: Page, t = english) => panel(page, t).locator("article[data-role=assistant]").last();

async function ask(page: Page, question: string, t = english) {
  await page.getByRole("button", { name: `${t("chat.launcher")} ${t("chat.dragHint")}` }).click();
  const input = panel(page, t).getByRole("textbox", { name: t("chat.inputLabel") });
  await input.fill(question);
  await input.press("Enter");
}

test("the widget streams the model's grounded answer and plays the server's speech in the chosen voice", async ({
  page,
}) => {
  await setFakeRules([
    {
      match: ANSWER_PROMPT,
      reply: "Jesus asked the Samaritan woman for water at the sixth hour [1], and spoke of living water [1].",
      delayMs: 300,
    },
  ]);
  await page.goto("/");
  await page.getByRole("button", { name: "Chat (Drag)" }).click();
  await panel(page).getByRole("combobox", { name: "Voice" }).selectOption("shimmer");
  const input = panel(page).getByRole("textbox", { name: "Your question" });
  await input.fill("What did Jesus ask for at the well of Sychar?");
  await input.press("Enter");

  await expect(panel(page).getByTestId("typing-indicator")).toBeVisible();
  await expect(lastAnswer(page)).toContainText("Jesus asked the Samaritan woman for water at the sixth hour");
  await expect(lastAnswer(page).getByRole("link", { name: /The Well of Sychar/ })).toHaveAttribute(
    "href",
    `/api/documents/${documentId}/download`,
  );

  await expect.poll(async () => (await speechState(page)).played.length).toBe(1);
  expect((await speechState(page)).played[0]).toMatch(/^blob:/);
  expect((await speechState(page)).spoken).toEqual([]);
  const speech = (await fakeRequests()).find((request) => request.endpoint === "speech");
  expect(speech?.body).toMatchObject({
    voice: "shimmer",
    input: "Jesus asked the Samaritan woman for water at the sixth hour , and spoke of living water .",
  });
  const chat = (await fakeRequests()).filter((request) => request.endpoint === "chat");
  expect(chat.at(-1)?.body).toMatchObject({ stream: true });
});

test("a Spanish visitor asking in Spanish gets a Spanish answer from the English document", async ({
  page,
  context,
  baseURL,
}) => {
  const spanish = catalogue("es");
  await page.addInitScript(() => window.localStorage.setItem("preferredLanguage", "es"));
  await context.addCookies([{ name: "preferredLanguage", value: "es", url: baseURL! }]);
  await setFakeRules([
    { match: REWRITE_PROMPT, reply: '{"language": "es", "query": "What did Jesus ask for at the well of Sychar?"}' },
    {
      match: "Write the answer in Spanish",
      reply: "En el pozo de Sicar, Jesús pidió agua a una mujer samaritana [1].",
    },
  ]);
  await page.goto("/");
  await ask(page, "¿Qué pidió Jesús en el pozo de Sicar?", spanish);
  await expect(lastAnswer(page, spanish)).toContainText("Jesús pidió agua a una mujer samaritana");
  await expect(lastAnswer(page, spanish).getByRole("link", { name: /The Well of Sychar/ })).toHaveAttribute(
    "href",
    `/api/documents/${documentId}/download`,
  );
  // The suggested questions were translated meanwhile: pick the answer's own request.
  const chat = (await fakeRequests()).filter(
    (request) => request.endpoint === "chat" && JSON.stringify(request.body).includes(ANSWER_PROMPT),
  );
  const answerRequest = JSON.stringify(chat.at(-1)?.body);
  expect(answerRequest).toContain("sixth hour"); // the English passage was retrieved with the translated query
});

test("POST /api/chatbot/message gives a playable audio address; a tampered one is refused", async ({ request }) => {
  await setFakeRules([{ match: ANSWER_PROMPT, reply: "He asked for water [1]." }]);
  const response = await request.post("/api/chatbot/message", {
    data: {
      question: "What did Jesus ask for at the well of Sychar?",
      sessionId: newSessionId(),
      generateAudio: true,
      voice: "echo",
      targetLanguage: "",
    },
    headers: { "X-Forwarded-For": freshIp() },
  });
  expect(response.status()).toBe(200);
  const { data } = await response.json();
  expect(data.message).toMatchObject({ answer: "He asked for water [1].", outcome: "generated" });
  expect(data.audio).toMatch(new RegExp(`^/api/chatbot/audio/${data.message.id}\\?voice=echo&expires=\\d+&sig=`));

  const since = Date.now();
  const speechCalls = async () =>
    (await fakeRequests()).filter((call) => call.endpoint === "speech" && call.at >= since).length;
  const audio = await request.get(data.audio, { headers: { "X-Forwarded-For": freshIp() } });
  expect(audio.status()).toBe(200);
  expect(audio.headers()["content-type"]).toBe("audio/mpeg");
  const bytes = await audio.body();
  expect(bytes.byteLength).toBeGreaterThan(1000);
  // Played again from other addresses: the same audio, made once (security review 7, M1).
  for (let i = 0; i < 3; i++) {
    const again = await request.get(data.audio, { headers: { "X-Forwarded-For": freshIp() } });
    expect((await again.body()).equals(bytes)).toBe(true);
  }
  expect(await speechCalls()).toBe(1);
  expect((await request.get(data.audio.replace("voice=echo", "voice=nova"))).status()).toBe(403);

  const quiet = await request.post("/api/chatbot/message", {
    data: {
      question: "What did Jesus ask for at the well of Sychar?",
      sessionId: newSessionId(),
      generateAudio: false,
    },
    headers: { "X-Forwarded-For": freshIp() },
  });
  expect((await quiet.json()).data.audio).toBeUndefined();
});

test("a streamed answer goes out as the provider sends it: a burst in a few lines, a paced answer piece by piece", async ({
  request,
}) => {
  const streamed = async () => {
    const response = await request.post("/api/chatbot/message", {
      data: { question: "What did Jesus ask for at the well of Sychar?", sessionId: newSessionId() },
      headers: { "X-Forwarded-For": freshIp(), Accept: "application/x-ndjson" },
    });
    expect(response.status()).toBe(200);
    const events = (await response.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    const deltas = events.filter((event) => event.type === "delta").map((event) => event.text);
    const done = events.at(-1);
    expect(done.type).toBe("done");
    expect(done.data.message.outcome).toBe("generated");
    expect(deltas.join("")).toBe(done.data.message.answer);
    return deltas;
  };

  // 8 KB in one burst was 1,400 lines, each its own chunk and socket write (security review 9, L1).
  const burst = `He asked for water at the sixth hour [1]. ${"He spoke of living water [1]. ".repeat(260)}`.trim();
  await setFakeRules([{ match: ANSWER_PROMPT, reply: burst }]);
  const burstDeltas = await streamed();
  expect(burstDeltas.join("")).toBe(burst);
  expect(burstDeltas.length).toBeLessThanOrEqual(20);

  // A provider that sends its words over time: they still reach the visitor as they come.
  await setFakeRules([
    {
      match: ANSWER_PROMPT,
      reply: `He asked for water [1]. ${"He spoke of living water [1]. ".repeat(6)}`.trim(),
      paceMs: 60,
    },
  ]);
  expect((await streamed()).length).toBeGreaterThanOrEqual(10);
});
