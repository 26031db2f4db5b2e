import { expect, test } from "../support/fixtures";
import { freshIp } from "../support/accounts";
import { createTestBooklet, deleteTestBooklet, uniqueTitle } from "../support/booklets";
import { fakeRequests, resetFake } from "../../support/fake-openai.mjs";
import { mediaPlayed, recordMediaPlays, spokenSoFar, stubSpeechSynthesis } from "../support/speech";

// "Listen" on the server whose provider is the fake OpenAI-compatible server: the page is read by
// the server's voice, made once and kept, and only the published text is ever sent to be spoken.

const speechInputs = async () =>
  (await fakeRequests())
    .filter((request) => request.endpoint === "speech")
    .map((request) => (request.body as { input: string }).input);

test.beforeEach(async () => resetFake());

test("a booklet page plays the server's audio, and a second play makes no new provider call", async ({ page, as }) => {
  const word = `Quillanthor${Date.now().toString(36)}`;
  const { id } = await createTestBooklet(as.editor, { title: uniqueTitle("Listen served") }, [
    { title: "Heard page", content: `<p>The ferryman ${word} crossed the lake. He sang on the way.</p>` },
  ]);
  try {
    await stubSpeechSynthesis(page);
    await recordMediaPlays(page);
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": freshIp() });
    await page.goto(`/booklets/${id}`);
    const listen = page.getByRole("button", { name: "Listen" });
    const player = page.getByRole("region", { name: "Read aloud" });

    const first = page.waitForResponse((r) => r.url().includes("/api/listen?"));
    await listen.click();
    expect((await first).status()).toBe(200);
    expect((await first).headers()["content-type"]).toBe("audio/mpeg");
    await expect(player.getByRole("status")).toHaveText("Reading aloud");
    await expect.poll(async () => (await mediaPlayed(page)).length).toBe(1);
    expect((await mediaPlayed(page))[0]).toMatch(/^blob:/);
    expect(await spokenSoFar(page)).toEqual([]);
    const inputs = await speechInputs();
    expect(inputs).toHaveLength(1);
    expect(inputs[0]).toContain(`The ferryman ${word} crossed the lake.`);
    await expect(page.getByTestId("listen-sentence")).toHaveText("Heard page");

    // Closed and opened again: the same audio, from the store, with no new call to the provider.
    await player.getByRole("button", { name: "Close the reader" }).click();
    const second = page.waitForResponse((r) => r.url().includes("/api/listen?"));
    await listen.click();
    expect((await second).status()).toBe(200);
    await expect.poll(async () => (await mediaPlayed(page)).length).toBe(2);
    expect(await speechInputs()).toHaveLength(1);

    // Asked in Spanish, the untranslated page is the same English words: the same recording (security review 7, L2).
    const asked = new URL((await second).url());
    asked.searchParams.set("locale", "es");
    const spanish = await page.request.get(`${asked.pathname}${asked.search}`, {
      headers: { "X-Forwarded-For": freshIp() },
    });
    expect(spanish.status()).toBe(200);
    expect(await speechInputs()).toHaveLength(1);
  } finally {
    await deleteTestBooklet(as.editor, id);
  }
});

test("only the published text is spoken, never a draft's", async ({ as }) => {
  const word = `Marvelquist${Date.now().toString(36)}`;
  const { id } = await createTestBooklet(as.editor, { title: uniqueTitle("Listen draft") }, [
    { title: "Published page", content: `<p>The published words of ${word}.</p>` },
  ]);
  try {
    const draft = (await (await as.editor.get(`/api/content/booklet/${id}/draft`)).json()).snapshot;
    draft.pages[0].content = `<p>Draft-only words ${word}X.</p>`;
    expect((await as.editor.put(`/api/content/booklet/${id}/draft`, { data: draft })).status()).toBe(200);

    const response = await as.anonymous.get(`/api/listen?kind=booklet&id=${id}&page=1&locale=en&voice=echo`, {
      headers: { "X-Forwarded-For": freshIp() },
    });
    expect(response.status()).toBe(200);
    const requests = (await fakeRequests()).filter((request) => request.endpoint === "speech");
    expect(requests).toHaveLength(1);
    const body = requests[0].body as { input: string; voice: string };
    expect(body.voice).toBe("echo");
    expect(body.input).toContain(`The published words of ${word}.`);
    expect(body.input).not.toContain(`${word}X`);
  } finally {
    await deleteTestBooklet(as.editor, id);
  }
});
