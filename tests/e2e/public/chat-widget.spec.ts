import { type Locator, type Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import type { Setting } from "@/lib/api/admin/settings";
import { freshIp } from "../support/accounts";
import { failListening, installFakeSpeech, say, speechState, uploadTeachings } from "../support/chat";
import { expectNoAxeViolations, expectNoHorizontalScroll } from "../support/site";

// The chat widget against the server without an AI provider: the offline answers are the real
// ones here. Browser speech is faked in the page (support/chat.ts).

const WELCOME =
  "Welcome to the product! How can I help you understand more about our teachings? You can ask a question, select from suggested questions below, or use the microphone to speak.";

let documentId: number;
let remove: () => Promise<void>;

test.beforeAll(async ({ playwright, baseURL }) => {
  const uploaded = await uploadTeachings(playwright, baseURL, [
    {
      title: "The Beekeeper of Hebron",
      text: "Sister Miriam kept seventy beehives on the hills of Hebron. Every spring she gave the first honeycomb to the widows of the village.",
    },
  ]);
  [documentId] = uploaded.ids;
  remove = uploaded.remove;
});

test.afterAll(async () => remove());

test.beforeEach(async ({ page }) => {
  // Each test is its own visitor, so the per-IP limits of one never reach another.
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
  await installFakeSpeech(page);
});

const launcher = (page: Page) => page.getByRole("button", { name: "Chat (Drag)" });
const panel = (page: Page) => page.getByRole("dialog", { name: "Ask About Our Teachings" });
const input = (page: Page) => panel(page).getByRole("textbox", { name: "Your question" });
const sendButton = (page: Page) => panel(page).getByRole("button", { name: "Send", exact: true });
const messages = (page: Page) => panel(page).getByTestId("chat-messages");

async function openChat(page: Page) {
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
}

async function box(locator: Locator) {
  const result = await locator.boundingBox();
  if (!result) throw new Error("not visible");
  return result;
}

const QUESTION = "How many beehives did Miriam keep?";

test("the Chat label starts near the bottom-right and drags with the mouse, staying on screen", async ({ page }) => {
  await page.goto("/about");
  const label = launcher(page);
  await expect(label).toContainText("Chat");
  await expect(label).toContainText("(Drag)");
  const viewport = page.viewportSize()!;
  const start = await box(label);
  expect(start.x + start.width).toBeGreaterThan(viewport.width - 40);
  expect(start.y + start.height).toBeGreaterThan(viewport.height - 40);

  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x - 200, start.y - 150, { steps: 8 });
  await page.mouse.up();
  const moved = await box(label);
  expect(moved.x).toBeLessThan(start.x - 150);
  expect(moved.y).toBeLessThan(start.y - 100);
  // A drag is not a click: the panel stays closed.
  await expect(panel(page)).toBeHidden();

  // Dragged far past the corner, it stays fully on screen.
  await page.mouse.move(moved.x + 10, moved.y + 10);
  await page.mouse.down();
  await page.mouse.move(-500, -500, { steps: 5 });
  await page.mouse.up();
  const corner = await box(label);
  expect(corner.x).toBeGreaterThanOrEqual(0);
  expect(corner.y).toBeGreaterThanOrEqual(0);
});

test("the Chat label drags by touch", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, hasTouch: true, viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto("/");
  const start = await box(launcher(page));
  const client = await context.newCDPSession(page);
  const at = (x: number, y: number) => [{ x, y, id: 1 }];
  const [x0, y0] = [start.x + start.width / 2, start.y + start.height / 2];
  await client.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(x0, y0) });
  for (let step = 1; step <= 6; step++)
    await client.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: at(x0 - step * 30, y0 - step * 50),
    });
  await client.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  const moved = await box(launcher(page));
  expect(moved.x).toBeLessThan(start.x - 120);
  expect(moved.y).toBeLessThan(start.y - 200);
  await expect(panel(page)).toBeHidden();
  // A tap still opens it.
  await launcher(page).tap();
  await expect(panel(page)).toBeVisible();
  await context.close();
});

test("opening shows the panel with its welcome, fresh suggested questions each time, and Escape returns focus", async ({
  page,
}) => {
  let suggestionRequests = 0;
  page.on(
    "request",
    (request) => request.url().includes("/api/chatbot/questions/random?count=5") && suggestionRequests++,
  );
  await page.goto("/");
  await openChat(page);
  await expect(messages(page).getByText(WELCOME, { exact: true })).toBeVisible();
  await expect(panel(page).getByRole("button", { name: "Spoken replies" })).toHaveAttribute("aria-pressed", "true");
  await expect(panel(page).getByRole("combobox", { name: "Voice" })).toHaveValue("nova");
  await expect(panel(page).getByRole("combobox", { name: "Voice" }).locator("option")).toHaveText([
    "Alloy",
    "Echo",
    "Fable",
    "Onyx",
    "Nova",
    "Shimmer",
  ]);
  await expect(input(page)).toHaveAttribute("placeholder", "Type your message...");
  await expect(panel(page).getByRole("button", { name: "Speak your question" })).toBeEnabled();
  const suggested = panel(page).getByRole("region", { name: "Suggested Questions" }).getByRole("button");
  await expect(suggested.first()).toBeVisible();
  expect(await suggested.count()).toBeGreaterThan(0);
  expect(await suggested.count()).toBeLessThanOrEqual(5);

  // requirements §2: 95vw up to 500 px by 85vh up to 600 px.
  const size = await box(panel(page));
  expect(size.width).toBeLessThanOrEqual(500);
  expect(size.height).toBeLessThanOrEqual(600);
  await expectNoAxeViolations(page);

  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  expect(suggestionRequests).toBe(2);
});

test("when suggested questions cannot be fetched, the built-in five are offered", async ({ page }) => {
  await page.route("**/api/chatbot/questions/random**", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.goto("/");
  await openChat(page);
  const suggested = panel(page).getByRole("region", { name: "Suggested Questions" }).getByRole("button");
  await expect(suggested).toHaveText([
    "What does it mean to be born again?",
    "How do we become children of God?",
    "What is grace?",
    "Can good works earn salvation?",
    "Who am I in Christ?",
  ]);
});

test("Send and Enter send; blank is never sent; input and Send are disabled while waiting; the answer cites its source", async ({
  page,
}) => {
  const sent: string[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  // The widget asks requirements §7's one endpoint for the answer as it is written.
  await page.route("**/api/chatbot/message", async (route) => {
    expect(route.request().headers()["accept"]).toBe("application/x-ndjson");
    sent.push(route.request().postDataJSON().question);
    if (sent.length === 1) await gate;
    await route.continue();
  });
  await page.goto("/");
  await openChat(page);

  await expect(sendButton(page)).toBeDisabled();
  await input(page).fill("    ");
  await expect(sendButton(page)).toBeDisabled();
  await input(page).press("Enter");
  expect(sent).toEqual([]);

  await input(page).fill(QUESTION);
  await sendButton(page).click();
  await expect(messages(page).getByText(QUESTION)).toBeVisible();
  await expect(panel(page).getByTestId("typing-indicator")).toBeVisible();
  await expect(input(page)).toBeDisabled();
  await expect(sendButton(page)).toBeDisabled();
  release();

  const answer = messages(page).locator("article[data-role=assistant]").last();
  await expect(answer).toContainText("Sister Miriam kept seventy beehives on the hills of Hebron.");
  await expect(answer.getByRole("link", { name: /The Beekeeper of Hebron/ })).toHaveAttribute(
    "href",
    `/api/documents/${documentId}/download`,
  );
  // Read once, in single parentheses, to a screen reader.
  await expect(answer.getByRole("link", { name: /The Beekeeper of Hebron/ })).toHaveAccessibleName(
    /^[^()]*Hebron \(opens in a new tab\)$/,
  );
  await expect(input(page)).toBeEnabled();
  await expect(input(page)).toBeFocused();

  await input(page).fill("What did she give the widows?");
  await input(page).press("Enter");
  await expect(messages(page).locator("article[data-role=assistant]").last()).toContainText("first honeycomb");
  expect(sent).toEqual([QUESTION, "What did she give the widows?"]);
});

test("a suggested question is sent when chosen", async ({ page }) => {
  await page.route("**/api/chatbot/questions/random**", (route) =>
    route.fulfill({ json: { success: true, data: [{ id: 9001, question: QUESTION, documentId }] } }),
  );
  await page.goto("/");
  await openChat(page);
  await panel(page)
    .getByRole("region", { name: "Suggested Questions" })
    .getByRole("button", { name: QUESTION })
    .click();
  await expect(messages(page).locator("article[data-role=user]").last()).toHaveText(
    /How many beehives did Miriam keep\?/,
  );
  await expect(messages(page).locator("article[data-role=assistant]").last()).toContainText("seventy beehives");
});

test("with audio on the answer is spoken by the browser in the chosen voice's request; audio off disables the voice and stays quiet", async ({
  page,
}) => {
  const bodies: { generateAudio: boolean; voice: string }[] = [];
  page.on(
    "request",
    (request) => request.url().endsWith("/api/chatbot/message") && bodies.push(request.postDataJSON()),
  );
  await page.goto("/");
  await openChat(page);
  const voice = panel(page).getByRole("combobox", { name: "Voice" });
  await voice.selectOption("onyx");
  await input(page).fill(QUESTION);
  await input(page).press("Enter");
  await expect(messages(page).locator("article[data-role=assistant]").last()).toContainText("seventy beehives");
  // No server speech here (no provider): the browser reads the answer, without citation marks.
  await expect.poll(async () => (await speechState(page)).spoken.length).toBe(1);
  const [spoken] = (await speechState(page)).spoken;
  expect(spoken.text).toContain("Sister Miriam kept seventy beehives");
  expect(spoken.text).not.toMatch(/\[\d\]/);
  expect(bodies[0]).toMatchObject({ generateAudio: true, voice: "onyx" });

  const audio = panel(page).getByRole("button", { name: "Spoken replies" });
  await audio.click();
  await expect(audio).toHaveAttribute("aria-pressed", "false");
  await expect(voice).toBeDisabled();
  await input(page).fill("What did she give the widows?");
  await input(page).press("Enter");
  await expect(messages(page).locator("article[data-role=assistant]").last()).toContainText("honeycomb");
  expect(bodies[1]).toMatchObject({ generateAudio: false });
  expect((await speechState(page)).spoken).toHaveLength(1);

  // Both choices are remembered.
  await page.reload();
  await openChat(page);
  await expect(panel(page).getByRole("button", { name: "Spoken replies" })).toHaveAttribute("aria-pressed", "false");
  await expect(panel(page).getByRole("combobox", { name: "Voice" })).toHaveValue("onyx");
});

test("the microphone listens, fills the input with what was said and sends it; an error stops listening", async ({
  page,
}) => {
  await page.goto("/");
  await openChat(page);
  const mic = panel(page).getByRole("button", { name: "Speak your question" });
  await mic.click();
  await expect(panel(page).getByText("Listening... Speak your question.")).toBeVisible();
  await expect(panel(page).getByRole("button", { name: "Stop listening" })).toHaveAttribute("aria-pressed", "true");
  await expect(input(page)).toBeDisabled();
  await expect(sendButton(page)).toBeDisabled();
  expect((await speechState(page)).started).toBe(1);

  await say(page, QUESTION);
  await expect(messages(page).locator("article[data-role=user]").last()).toContainText(QUESTION);
  await expect(messages(page).locator("article[data-role=assistant]").last()).toContainText("seventy beehives");
  await expect(panel(page).getByText("Listening... Speak your question.")).toBeHidden();

  await panel(page).getByRole("button", { name: "Speak your question" }).click();
  await expect(panel(page).getByText("Listening... Speak your question.")).toBeVisible();
  await failListening(page);
  await expect(panel(page).getByText("Listening... Speak your question.")).toBeHidden();
  await expect(input(page)).toBeEnabled();
  expect((await speechState(page)).listening).toBe(false);
});

test("answers can be rated, and the conversation with its ratings is back after a reload", async ({ page }) => {
  await page.goto("/");
  await openChat(page);
  await input(page).fill(QUESTION);
  await input(page).press("Enter");
  const answer = messages(page).locator("article[data-role=assistant]").last();
  await expect(answer).toContainText("seventy beehives");
  const ratingRequest = page.waitForRequest(
    (request) => /\/api\/chatbot\/messages\/\d+\/rating$/.test(request.url()) && request.method() === "PUT",
  );
  await answer.getByRole("button", { name: "Helpful answer", exact: true }).click();
  expect((await ratingRequest).postDataJSON()).toMatchObject({ rating: 1 });
  await expect(answer.getByRole("button", { name: "Helpful answer", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(answer.getByText("Thank you for your feedback.")).toBeVisible();

  await page.reload();
  await openChat(page);
  const restored = messages(page).locator("article[data-role=assistant]").last();
  await expect(messages(page).locator("article[data-role=user]").last()).toContainText(QUESTION);
  await expect(restored).toContainText("seventy beehives");
  await expect(restored.getByRole("link", { name: /The Beekeeper of Hebron/ })).toBeVisible();
  await expect(restored.getByRole("button", { name: "Helpful answer", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // The welcome stays first.
  await expect(messages(page).locator("article").first()).toContainText(WELCOME);

  await restored.getByRole("button", { name: "Not a helpful answer" }).click();
  await expect(restored.getByRole("button", { name: "Not a helpful answer" })).toHaveAttribute("aria-pressed", "true");
  await expect(restored.getByRole("button", { name: "Helpful answer", exact: true })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
});

test("nothing relevant: an honest not-found with suggested questions to try", async ({ page }) => {
  await page.goto("/");
  await openChat(page);
  await input(page).fill("What is the exchange rate of the Icelandic krona?");
  await input(page).press("Enter");
  const answer = messages(page).locator("article[data-role=assistant]").last();
  await expect(answer).toContainText("I could not find this in our teachings.");
  await expect(answer.getByRole("link")).toHaveCount(0);
});

test("limits and failures are shown kindly", async ({ page }) => {
  let mode: "limited" | "down" | "broken" = "limited";
  await page.route("**/api/chatbot/message", (route) => {
    if (mode === "limited")
      return route.fulfill({
        status: 429,
        headers: { "Retry-After": "42" },
        json: { message: "Too many requests. Please try again later." },
      });
    if (mode === "down") return route.abort("connectionrefused");
    return route.fulfill({
      status: 200,
      contentType: "application/x-ndjson",
      body: '{"type":"delta","text":"Half an ans"}\n{"type":"error","message":"x"}\n',
    });
  });
  await page.goto("/");
  await openChat(page);
  const last = () => messages(page).locator("article[data-role=assistant]").last();
  await input(page).fill(QUESTION);
  await input(page).press("Enter");
  await expect(last()).toContainText(
    "You are sending messages faster than I can answer. Please wait 42 seconds, then try again.",
  );
  await expect(last().getByRole("button", { name: "Helpful answer", exact: true })).toHaveCount(0);

  mode = "down";
  await input(page).fill(QUESTION);
  await input(page).press("Enter");
  await expect(last()).toContainText("I'm sorry, I'm having trouble connecting to our knowledge base right now.");

  mode = "broken";
  await input(page).fill(QUESTION);
  await input(page).press("Enter");
  await expect(last()).not.toContainText("Half an ans");
  // One of the five canned answers of requirements §8.
  await expect(last()).toContainText(/teaching|booklet|interactive book/);
});

for (const viewport of [
  { width: 320, height: 568 },
  { width: 375, height: 812 },
  { width: 639, height: 700 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} × ${viewport.height} the panel is 95vw up to 500 px by 85vh up to 600 px, centred, and nothing scrolls sideways`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/contact");
    await openChat(page);
    const size = await box(panel(page));
    const width = Math.min(viewport.width * 0.95, 500);
    const height = Math.min(viewport.height * 0.85, 600);
    expect(size.width).toBeCloseTo(width, 0);
    expect(size.height).toBeCloseTo(height, 0);
    expect(size.x + size.width / 2).toBeCloseTo(viewport.width / 2, 0);
    expect(size.y + size.height / 2).toBeCloseTo(viewport.height / 2, 0);
    await expectNoHorizontalScroll(page);
    await expect(sendButton(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("on a phone the input stays visible above the on-screen keyboard", async ({ page }) => {
  // The browser's visual viewport, driven by the test: an on-screen keyboard of 380 px opens.
  await page.addInitScript(() => {
    const fake = new EventTarget() as EventTarget & {
      height: number;
      width: number;
      offsetTop: number;
      offsetLeft: number;
      scale: number;
      pageTop: number;
      pageLeft: number;
    };
    Object.assign(fake, {
      height: window.innerHeight,
      width: window.innerWidth,
      offsetTop: 0,
      offsetLeft: 0,
      scale: 1,
      pageTop: 0,
      pageLeft: 0,
    });
    Object.defineProperty(window, "visualViewport", { configurable: true, get: () => fake });
    (window as unknown as { __keyboard: (px: number) => void }).__keyboard = (px) => {
      fake.height = window.innerHeight - px;
      fake.dispatchEvent(new Event("resize"));
    };
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/contact");
  await openChat(page);
  await page.evaluate(() => (window as unknown as { __keyboard: (px: number) => void }).__keyboard(380));
  await expect.poll(async () => (await box(panel(page))).height).toBeCloseTo(812 - 380 - 16, 0);
  const panelBox = await box(panel(page));
  const inputBox = await box(input(page));
  expect(panelBox.y).toBeGreaterThanOrEqual(0);
  expect(inputBox.y + inputBox.height).toBeLessThanOrEqual(812 - 380);
  await expect(sendButton(page)).toBeInViewport();

  // The keyboard closes: back to the spec's size.
  await page.evaluate(() => (window as unknown as { __keyboard: (px: number) => void }).__keyboard(0));
  await expect.poll(async () => (await box(panel(page))).height).toBeCloseTo(600, 0);
});

test("admin pages have no chat", async ({ page }) => {
  await page.goto("/admin/login");
  await expect(page.getByRole("heading").first()).toBeVisible();
  await expect(launcher(page)).toHaveCount(0);
});

test("staff can switch the chat off and retitle it in the settings", async ({ page, as }) => {
  const admin = as.admin;
  const settings: Setting[] = await (await admin.get("/api/settings?category=chatbot")).json();
  const enabled = settings.find((s) => s.name === "chatbot_enabled")!;
  const title = settings.find((s) => s.name === "chatbot_title")!;
  const patch = (setting: Setting, value: string) =>
    admin.patch(`/api/settings/${setting.id}`, { data: { ...setting, value } });
  try {
    expect((await patch(title, "Questions about the teachings")).status()).toBe(200);
    await page.goto("/about");
    await launcher(page).click();
    await expect(page.getByRole("dialog", { name: "Questions about the teachings" })).toBeVisible();

    expect((await patch(enabled, "false")).status()).toBe(200);
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(launcher(page)).toHaveCount(0);
  } finally {
    await patch(enabled, enabled.value);
    await patch(title, title.value);
  }
});

test("on a phone the suggested questions take one row and the messages keep the room; the title is never cut off", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/contact");
  await openChat(page);
  const suggested = panel(page).getByRole("region", { name: "Suggested Questions" }).getByRole("list");
  await expect(suggested.getByRole("button").first()).toBeVisible();
  // One row of chips (it scrolls sideways), not a clipped block of several.
  expect((await box(suggested)).height).toBeLessThan(60);
  expect((await box(messages(page))).height).toBeGreaterThan(320);
  const title = panel(page).getByRole("heading", { name: "Ask About Our Teachings" });
  expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});

test("on a 390 px phone the Spanish chat title shows whole, beside its buttons", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/es/contact");
  await page.getByRole("button", { name: "Chat (Arrastrar)" }).click();
  const spanish = page.getByRole("dialog", { name: "Pregunta sobre nuestras enseñanzas" });
  const title = spanish.getByRole("heading", { name: "Pregunta sobre nuestras enseñanzas" });
  await expect(title).toBeVisible();
  // Not cut off sideways nor below, and inside the panel with the audio and close buttons beside it.
  expect(
    await title.evaluate(
      (element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight + 1,
    ),
  ).toBe(true);
  const [heading, dialog, close] = await Promise.all([
    box(title),
    box(spanish),
    box(spanish.getByRole("button", { name: "Cerrar el chat" })),
  ]);
  expect(heading.x).toBeGreaterThanOrEqual(dialog.x);
  expect(heading.x + heading.width).toBeLessThanOrEqual(close.x);
  expect(close.x + close.width).toBeLessThanOrEqual(dialog.x + dialog.width + 0.5);
  await page.screenshot({ path: testInfo.outputPath("chat-title-es-390.png") });
});

test("the panel's strings are fetched in the page's language when the launcher is reached for, not sent in every page", async ({
  page,
  request,
}) => {
  const panelOnly = ["Ihre Frage", "Nachricht eingeben...", "Chat schließen"];
  const html = await (await request.get("/de/contact")).text();
  expect(html).toContain("(Ziehen)");
  expect(panelOnly.filter((text) => html.includes(text))).toEqual([]);

  await page.goto("/de/contact");
  const fetched = page.waitForResponse((response) => response.url().endsWith("/api/catalogues/de/chat"));
  await page.getByRole("button", { name: "Chat (Ziehen)" }).hover();
  expect((await fetched).status()).toBe(200);
  await page.getByRole("button", { name: "Chat (Ziehen)" }).click();
  const german = page.getByRole("dialog", { name: "Fragen zu unserer Lehre" });
  await expect(german.getByRole("textbox", { name: "Ihre Frage" })).toBeFocused();
  await expect(german.getByRole("button", { name: "Chat schließen" })).toBeVisible();

  expect((await request.get("/api/catalogues/xx/chat")).status()).toBe(404);
});
