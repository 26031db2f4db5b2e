import { expect, test } from "../support/fixtures";
import { freshIp } from "../support/accounts";

const valid = { name: "Naomi", email: "naomi@example.org", subject: "Hello", message: "A question about the book." };

test("POST /api/contact/send stores a message and answers {success, message}", async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": freshIp() } });
  const response = await visitor.post("/api/contact/send", { data: { ...valid, subject: `API ${Date.now()}` } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({
    success: true,
    message: "Thank you for your message. We will respond shortly.",
  });
  // Without a subject too (requirements §5: optional).
  expect(
    (
      await visitor.post("/api/contact/send", {
        data: { name: "Naomi", email: "naomi@example.org", message: "No subject" },
      })
    ).status(),
  ).toBe(200);
  await visitor.dispose();
});

test("POST /api/contact/send refuses missing, malformed and over-long fields with 400 and field errors", async ({
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": freshIp() } });
  const missing = await visitor.post("/api/contact/send", { data: { subject: "Only a subject" } });
  expect(missing.status()).toBe(400);
  const body = await missing.json();
  expect(body.errors).toMatchObject({
    name: ["Please enter your name"],
    email: ["Please enter your email"],
    message: ["Please enter your message"],
  });

  const malformed = await visitor.post("/api/contact/send", { data: { ...valid, email: "not-an-email" } });
  expect(malformed.status()).toBe(400);
  expect((await malformed.json()).errors.email).toEqual(["Please enter a valid email address"]);

  const long = await visitor.post("/api/contact/send", { data: { ...valid, message: "x".repeat(5001) } });
  expect(long.status()).toBe(400);
  expect((await long.json()).errors.message[0]).toMatch(/at most 5000/);

  const notJson = await visitor.post("/api/contact/send", {
    headers: { "Content-Type": "application/json" },
    data: "{oops",
  });
  expect(notJson.status()).toBe(400);
  await visitor.dispose();
});

test("POST /api/contact/send answers a filled honeypot like a person but stores nothing", async ({
  playwright,
  baseURL,
  as,
}) => {
  const bot = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": freshIp() } });
  const subject = `Honeypot ${Date.now()}`;
  const response = await bot.post("/api/contact/send", { data: { ...valid, subject, website: "http://spam.example" } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({
    success: true,
    message: "Thank you for your message. We will respond shortly.",
  });
  await bot.dispose();

  const admin = as.admin;
  const list = await admin.get("/api/contact/messages");
  expect(list.status()).toBe(200);
  const messages: { subject?: string }[] = await list.json();
  expect(messages.some((m) => m.subject === subject)).toBe(false);
});

const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

test("POST /api/contact/send lets many visitors share one address: 30 messages in ten minutes, the 31st gets 429 with Retry-After", async ({
  playwright,
  baseURL,
}) => {
  const ip = freshIp();
  const network = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": ip } });
  // A church's Wi-Fi: thirty different people behind one address all get through.
  for (let i = 0; i < 30; i++) {
    const response = await network.post("/api/contact/send", { data: { ...valid, email: uniqueEmail(`member${i}`) } });
    expect(response.status(), `message ${i + 1}`).toBe(200);
  }
  const refused = await network.post("/api/contact/send", { data: { ...valid, email: uniqueEmail("late") } });
  expect(refused.status()).toBe(429);
  const retryAfter = Number(refused.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
  expect((await refused.json()).message).toBeTruthy();

  const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": freshIp() } });
  expect(
    (await other.post("/api/contact/send", { data: { ...valid, email: uniqueEmail("elsewhere") } })).status(),
  ).toBe(200);
  await network.dispose();
  await other.dispose();
});

test("POST /api/contact/send is limited per email address: three an hour, whatever the address, and case does not matter", async ({
  request,
}) => {
  const email = uniqueEmail("ruth");
  for (let i = 0; i < 3; i++) {
    expect(
      (
        await request.post("/api/contact/send", {
          data: { ...valid, email },
          headers: { "X-Forwarded-For": freshIp() },
        })
      ).status(),
    ).toBe(200);
  }
  const refused = await request.post("/api/contact/send", {
    data: { ...valid, email: email.toUpperCase() },
    headers: { "X-Forwarded-For": freshIp() },
  });
  expect(refused.status()).toBe(429);
  const retryAfter = Number(refused.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan(600);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect(
    (
      await request.post("/api/contact/send", {
        data: { ...valid, email: uniqueEmail("naomi") },
        headers: { "X-Forwarded-For": freshIp() },
      })
    ).status(),
  ).toBe(200);
});

test("POST /api/contact/send checks the honeypot first: bots do not use up a shared address's allowance", async ({
  request,
}) => {
  const ip = freshIp();
  for (let i = 0; i < 35; i++) {
    const bot = await request.post("/api/contact/send", {
      data: { ...valid, email: uniqueEmail("bot"), website: "http://spam.example" },
      headers: { "X-Forwarded-For": ip },
    });
    expect(bot.status()).toBe(200);
  }
  expect(
    (
      await request.post("/api/contact/send", {
        data: { ...valid, email: uniqueEmail("person") },
        headers: { "X-Forwarded-For": ip },
      })
    ).status(),
  ).toBe(200);
});

test("POST /api/contact/send refuses cross-site requests", async ({ playwright, baseURL }) => {
  const visitor = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": freshIp(), Origin: "https://evil.example" },
  });
  expect((await visitor.post("/api/contact/send", { data: valid })).status()).toBe(403);
  await visitor.dispose();
});
