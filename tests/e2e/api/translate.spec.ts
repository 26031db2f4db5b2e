import { expect, test } from "@playwright/test";
import { freshIp } from "../support/accounts";

// The offline server: no provider, so nothing new can be translated; the endpoints say so and
// keep the originals (requirements §8), and they validate their input.

const headers = () => ({ "X-Forwarded-For": freshIp() });

test("POST /api/translate keeps the original of a string and of a list, with success false", async ({ request }) => {
  const one = await request.post("/api/translate", {
    headers: headers(),
    data: { text: "Grace upon grace", targetLanguage: "es" },
  });
  expect(one.status()).toBe(200);
  expect(await one.json()).toEqual({
    success: false,
    translatedText: "Grace upon grace",
    message: "Translation is not available",
  });

  const list = await request.post("/api/translate", {
    headers: headers(),
    data: { text: ["Faith", "<p>Hope</p>"], targetLanguage: "fr" },
  });
  expect(await list.json()).toEqual({
    success: false,
    translatedText: ["Faith", "<p>Hope</p>"],
    message: "Translation is not available",
  });

  // Nothing to translate is not a failure.
  const numbers = await request.post("/api/translate", {
    headers: headers(),
    data: { text: ["21", ""], targetLanguage: "de" },
  });
  expect(await numbers.json()).toEqual({ success: true, translatedText: ["21", ""], message: "Translated" });
});

test("POST /api/translate refuses unknown languages and malformed bodies with 400", async ({ request }) => {
  for (const targetLanguage of ["xx", "en", "", "ES"]) {
    const response = await request.post("/api/translate", {
      headers: headers(),
      data: { text: "Hello", targetLanguage },
    });
    expect(response.status(), targetLanguage).toBe(400);
    expect(await response.json()).toMatchObject({ message: "Choose es, fr, de, it or pt" });
  }
  for (const data of [
    { targetLanguage: "es" },
    { text: 42, targetLanguage: "es" },
    { text: [1, 2], targetLanguage: "es" },
    { text: Array(101).fill("x"), targetLanguage: "es" },
  ]) {
    expect(
      (await request.post("/api/translate", { headers: headers(), data })).status(),
      JSON.stringify(data).slice(0, 60),
    ).toBe(400);
  }
  expect(
    (
      await request.post("/api/translate", {
        headers: headers(),
        data: { text: "x".repeat(200_001), targetLanguage: "es" },
      })
    ).status(),
  ).toBe(400);
});

test("POST /api/flipbook/translate and popovers ?language refuse an unknown language", async ({ request }) => {
  const bad = await request.post("/api/flipbook/translate", {
    headers: headers(),
    data: { pageId: 1, content: "<p>x</p>", pageTitle: "x", targetLanguage: "klingon" },
  });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ message: "Choose es, fr, de, it or pt" });
});

test("the translate endpoints are rate limited per visitor", async ({ request }) => {
  const ip = freshIp();
  const statuses: number[] = [];
  for (let i = 0; i < 61; i++) {
    statuses.push(
      (
        await request.post("/api/translate", {
          headers: { "X-Forwarded-For": ip },
          data: { text: "Hi", targetLanguage: "it" },
        })
      ).status(),
    );
  }
  expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
  expect(statuses[60]).toBe(429);
  // Another visitor is not affected.
  expect(
    (await request.post("/api/translate", { headers: headers(), data: { text: "Hi", targetLanguage: "it" } })).status(),
  ).toBe(200);
});
