// GET /api/conversations/export: staff only, the filter checked, the exchanges as a streamed CSV download.
import { expect, test } from "../support/fixtures";
import { freshIp } from "../support/accounts";
import { newSessionId } from "../support/chat";

const UNANSWERED = `Which road leads to the far side of Ophir ${Date.now()}?`;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

test.beforeAll(async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const answer = await visitor.post("/api/chatbot/message", {
    data: { question: UNANSWERED, sessionId: newSessionId() },
    headers: { "X-Forwarded-For": freshIp() },
  });
  expect((await answer.json()).data.message.outcome).toBe("not_found");
  await visitor.dispose();
});

test("only staff export, and an unknown filter is a 400 with the field named", async ({ as }) => {
  expect((await as.anonymous.get("/api/conversations/export?filter=all")).status()).toBe(401);
  expect((await as.pending.get("/api/conversations/export?filter=all")).status()).toBe(403);
  for (const filter of ["everything", "", "x".repeat(5_000)]) {
    const response = await as.editor.get(`/api/conversations/export?filter=${filter}`);
    expect(response.status(), filter.slice(0, 20)).toBe(400);
    expect((await response.json()).errors.filter).toBeDefined();
  }
});

test("the download: dated name, CSV type, no-store, BOM, header and CRLF rows following the filter", async ({ as }) => {
  for (const filter of ["all", "unanswered", "low-rated"]) {
    const response = await as.editor.get(`/api/conversations/export?filter=${filter}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers()["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="chatbot-${filter}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    expect(response.headers()["cache-control"]).toBe("no-store");
    const body = await response.body();
    expect(body.subarray(0, 3).equals(BOM)).toBe(true);
    const text = body.subarray(3).toString("utf8");
    expect(text.startsWith("date,conversation,language,question,answer,outcome,rating,sources\r\n")).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    const mine = text.split("\r\n").find((line) => line.includes(UNANSWERED));
    if (filter === "low-rated") expect(mine).toBeUndefined();
    else expect(mine).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z,\d+,[^,]*,Which road .*,not_found,,/);
  }
});
