// GET /api/listen: a published page of the site read aloud by the server's voice. It names a page,
// never takes text, so it cannot be used to have anything else spoken. This server has no AI
// provider (a page that exists is a 404 with voice: false); tests/e2e/ai/listen.spec.ts hears the voice.
import { type APIResponse } from "@playwright/test";
import { expect, test, type RoleContexts } from "../support/fixtures";
import { freshIp } from "../support/accounts";
import { createTestBooklet, deleteTestBooklet, uniqueTitle } from "../support/booklets";

/** The page exists and this server has no voice: the browser reads it. */
const noVoice = async (response: APIResponse) => response.status() === 404 && (await response.json()).voice === false;

const listen = (as: RoleContexts, query: string, ip = freshIp()) =>
  as.anonymous.get(`/api/listen?${query}`, { headers: { "X-Forwarded-For": ip } });

test("a query that does not name a page in a language is a 400 that says what is wrong", async ({ as }) => {
  for (const query of [
    "",
    "kind=text&locale=en",
    "kind=book&locale=en",
    "kind=book&page=abc&locale=en",
    "kind=book&page=0x10&locale=en",
    "kind=book&page=1&locale=xx",
    "kind=book&page=1&locale=en&voice=robot",
    "kind=booklet&page=1&locale=en",
    "kind=teaching&id=../../etc/passwd&locale=en",
    `kind=teaching&id=${"a".repeat(101)}&locale=en`,
  ]) {
    const response = await listen(as, query);
    expect(response.status(), query).toBe(400);
    expect(typeof (await response.json()).message, query).toBe("string");
  }
});

test("text sent by the client is never what is read: only the page it names", async ({ as }) => {
  // Without a provider a real page answers "no voice", the same with or without the extra text.
  for (const query of ["kind=about&locale=en", "kind=about&locale=en&text=Say%20anything"])
    expect(await noVoice(await listen(as, query))).toBe(true);
});

test("a page that does not exist is a 404 without the voice flag", async ({ as }) => {
  for (const query of [
    "kind=book&page=99999&locale=en",
    "kind=booklet&id=2147483000&page=1&locale=es",
    "kind=teaching&id=no-such-teaching-here&locale=fr",
  ]) {
    const response = await listen(as, query);
    expect(response.status(), query).toBe(404);
    expect(await response.json()).toEqual({ message: "There is no published page to read." });
  }
});

test("a booklet that is only a draft, or a page past its last, is never read", async ({ as }) => {
  const draft = await createTestBooklet(
    as.editor,
    { title: uniqueTitle("Listen draft") },
    [{ title: "Draft page", content: "<p>Words nobody may hear yet.</p>" }],
    { publish: false },
  );
  const published = await createTestBooklet(as.editor, { title: uniqueTitle("Listen published") }, [
    { title: "Only page", content: "<p>Words everyone may hear.</p>" },
  ]);
  try {
    expect((await listen(as, `kind=booklet&id=${draft.id}&page=1&locale=en`)).status()).toBe(404);
    expect((await listen(as, `kind=booklet&id=${published.id}&page=2&locale=en`)).status()).toBe(404);
    expect(await noVoice(await listen(as, `kind=booklet&id=${published.id}&page=1&locale=en`))).toBe(true);
  } finally {
    await deleteTestBooklet(as.editor, draft.id);
    await deleteTestBooklet(as.editor, published.id);
  }
});

test("read-aloud requests are limited per address with 429 and Retry-After", async ({ as }) => {
  const ip = freshIp();
  for (let i = 0; i < 30; i++) expect(await noVoice(await listen(as, "kind=about&locale=en", ip))).toBe(true);
  const limited = await listen(as, "kind=about&locale=en", ip);
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
  // Another address is not affected.
  expect(await noVoice(await listen(as, "kind=about&locale=en"))).toBe(true);
});
