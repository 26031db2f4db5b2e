import { expect, test, type APIRequestContext } from "@playwright/test";
import { freshIp, storageStatePath } from "../support/accounts";
import { newSessionId, uploadTeachings } from "../support/chat";

// /admin/conversations: what visitors asked, with ratings and sources; unanswered and low-rated
// filters; CSV export; an unanswered question becomes a suggested question with an approved answer.

test.use({ storageState: storageStatePath("editor") });

const stamp = Date.now();
const UNANSWERED = `What colour is the moon over Tarshish ${stamp}?`;
const ANSWERED = "Who mended the nets of Capernaum?";
let documentId: number;
let remove: () => Promise<void>;
let editor: APIRequestContext;

test.beforeAll(async ({ playwright, baseURL }) => {
  const uploaded = await uploadTeachings(playwright, baseURL, [
    { title: "The Net Mender", text: "Old Zebedee mended the nets of Capernaum every evening by lamplight." },
  ]);
  [documentId] = uploaded.ids;
  remove = uploaded.remove;
  editor = uploaded.editor;
  // A visitor's conversation: one answered question, rated down, and one the teachings do not cover.
  const visitor = await playwright.request.newContext({ baseURL });
  const sessionId = newSessionId();
  const headers = { "X-Forwarded-For": freshIp() };
  const answered = await (
    await visitor.post("/api/chatbot/message", { data: { question: ANSWERED, sessionId }, headers })
  ).json();
  await visitor.put(`/api/chatbot/messages/${answered.data.message.id}/rating`, { data: { sessionId, rating: -1 } });
  const unanswered = await (
    await visitor.post("/api/chatbot/message", { data: { question: UNANSWERED, sessionId }, headers })
  ).json();
  expect(unanswered.data.message.outcome).toBe("not_found");
  await visitor.dispose();
});

test.afterAll(async () => {
  const questions: { id: number; question: string }[] = await (await editor.get("/api/questions")).json();
  for (const question of questions.filter((q) => q.question === UNANSWERED))
    await editor.delete(`/api/questions/${question.id}`);
  await remove();
});

test("lists answers with ratings and sources, filters unanswered and low-rated, exports CSV and turns a question into a suggested one", async ({
  page,
}) => {
  test.slow();
  await page.goto("/admin/dashboard");
  await page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Conversations" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Conversations" })).toBeVisible();

  const answeredRow = page.getByRole("row").filter({ hasText: ANSWERED }).first();
  await expect(answeredRow.getByRole("link", { name: "The Net Mender" })).toHaveAttribute(
    "href",
    `/api/documents/${documentId}/download`,
  );
  await expect(answeredRow).toContainText("Not helpful");
  await expect(answeredRow).toContainText("From passages");

  // Unanswered only.
  await page.getByLabel("Show").click();
  await page.getByRole("option", { name: /^Unanswered/ }).click();
  const unansweredRow = page.getByRole("row").filter({ hasText: UNANSWERED });
  await expect(unansweredRow).toContainText("Not found");
  await expect(page.getByRole("row").filter({ hasText: ANSWERED })).toHaveCount(0);

  // The CSV follows the filter.
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^chatbot-unanswered-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
  expect(csv).toContain("date,conversation,language,question,answer,outcome,rating,sources");
  expect(csv).toContain(UNANSWERED);
  expect(csv).not.toContain(ANSWERED);

  // The whole conversation.
  await unansweredRow.getByRole("button", { name: "View conversation" }).click();
  const conversation = page.getByRole("dialog", { name: /^Conversation #\d+$/ });
  await expect(conversation.getByText(ANSWERED)).toBeVisible();
  await expect(conversation.getByText(UNANSWERED)).toBeVisible();
  await conversation.getByRole("button", { name: "Close" }).click();

  // One click: a suggested question with an approved answer.
  await unansweredRow.getByRole("button", { name: "Add as suggested question" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a suggested question" });
  await expect(dialog.getByLabel("Question")).toHaveValue(UNANSWERED);
  await dialog.getByRole("button", { name: "Save suggested question" }).click();
  await expect(dialog.getByText("Please write the approved answer.")).toBeVisible();
  await dialog.getByLabel("Document").click();
  await page.getByRole("option", { name: "The Net Mender" }).click();
  await dialog.getByLabel("Approved answer").fill("Our teachings do not say; the moon reflects the light of the sun.");
  await dialog.getByRole("button", { name: "Save suggested question" }).click();
  await expect(page.getByText("Suggested question added").first()).toBeVisible();
  await expect(
    page.getByRole("row").filter({ hasText: UNANSWERED }).getByText("Suggested question added"),
  ).toBeVisible();

  // Visitors asking it now get the approved answer.
  const reply = await (
    await page.request.post("/api/chatbot/message", {
      data: { question: UNANSWERED, sessionId: newSessionId() },
      headers: { "X-Forwarded-For": freshIp() },
    })
  ).json();
  expect(reply.data.message).toMatchObject({
    outcome: "approved",
    answer: "Our teachings do not say; the moon reflects the light of the sun.",
  });

  // Low-rated only.
  await page.getByLabel("Show").click();
  await page.getByRole("option", { name: /^Low-rated/ }).click();
  await expect(page.getByRole("row").filter({ hasText: ANSWERED }).first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: UNANSWERED })).toHaveCount(0);
});

test("a pending account cannot read conversations", async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStatePath("pending") });
  const page = await context.newPage();
  await page.goto("/admin/conversations");
  await expect(page.getByText("Your account is waiting for approval")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await context.close();
});
