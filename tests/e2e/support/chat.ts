import type { APIRequestContext, Page, PlaywrightWorkerArgs } from "@playwright/test";
import { storageStatePath } from "./accounts";
import { form } from "../../support/files";

// Helpers for the chatbot's browser and API tests.

export const newSessionId = () =>
  `session_${Date.now()}_${Math.random().toString(36).slice(2).padEnd(12, "x")}${Math.random().toString(36).slice(2, 10).padEnd(8, "y")}`;

/** Documents of the test's own, uploaded by an editor as staff do; `remove` deletes them and their folder. */
export async function uploadTeachings(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  documents: { title: string; text: string }[],
): Promise<{ ids: number[]; editor: APIRequestContext; remove: () => Promise<void> }> {
  const editor = await playwright.request.newContext({ baseURL, storageState: storageStatePath("editor") });
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const folder = await (
    await editor.post("/api/categories", { data: { name: `Chat ${stamp}`, slug: `chat-${stamp}` } })
  ).json();
  const titles = Object.fromEntries(documents.map((document, index) => [`doc-${index}.txt`, document.title]));
  const response = await editor.post("/api/documents", {
    multipart: form(
      { categoryId: String(folder.id), titles: JSON.stringify(titles) },
      documents.map((document, index) => ({ name: `doc-${index}.txt`, bytes: document.text })),
    ),
  });
  if (response.status() !== 201) throw new Error(`upload failed: ${response.status()} ${await response.text()}`);
  const ids = ((await response.json()).documents as { id: number }[]).map((document) => document.id);
  return {
    ids,
    editor,
    remove: async () => {
      for (const id of ids) await editor.delete(`/api/documents/${id}`);
      await editor.delete(`/api/categories/${folder.id}`);
      await editor.dispose();
    },
  };
}

/**
 * Fake browser speech: SpeechRecognition that the test drives (window.__speech.say / fail), a
 * speechSynthesis that records what it was asked to say, and <audio> playback that records the
 * address instead of making sound.
 */
export async function installFakeSpeech(page: Page) {
  await page.addInitScript(() => {
    type Listener = ((event: unknown) => void) | null;
    const state = {
      active: null as null | {
        onresult: Listener;
        onerror: Listener;
        onend: Listener;
        lang: string;
        continuous: boolean;
        interimResults: boolean;
      },
      started: 0,
      spoken: [] as { text: string; lang: string }[],
      played: [] as string[],
    };
    class FakeRecognition {
      continuous = true;
      interimResults = true;
      maxAlternatives = 5;
      lang = "";
      onresult: Listener = null;
      onerror: Listener = null;
      onend: Listener = null;
      start() {
        state.started += 1;
        state.active = this;
      }
      abort() {
        if (state.active === this) state.active = null;
      }
      stop() {
        this.abort();
      }
    }
    const speech = {
      state,
      say(text: string) {
        const active = state.active;
        active?.onresult?.({ results: [Object.assign([{ transcript: text }], { isFinal: true })] });
        active?.onend?.({});
      },
      fail() {
        const active = state.active;
        active?.onerror?.({ error: "no-speech" });
        active?.onend?.({});
      },
    };
    Object.assign(window, {
      SpeechRecognition: FakeRecognition,
      webkitSpeechRecognition: FakeRecognition,
      __speech: speech,
    });
    const synthesis = {
      speak: (utterance: { text: string; lang: string }) =>
        state.spoken.push({ text: utterance.text, lang: utterance.lang }),
      cancel: () => {},
      getVoices: () => [],
    };
    Object.defineProperty(window, "speechSynthesis", { value: synthesis, configurable: true });
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      state.played.push(this.src);
      return Promise.resolve();
    };
    HTMLMediaElement.prototype.pause = function pause() {};
  });
}

type SpeechState = { started: number; spoken: { text: string; lang: string }[]; played: string[]; listening: boolean };

export const speechState = (page: Page) =>
  page.evaluate(() => {
    const { state } = (window as unknown as { __speech: { state: SpeechState & { active: unknown } } }).__speech;
    return { started: state.started, spoken: state.spoken, played: state.played, listening: state.active !== null };
  });

export const say = (page: Page, text: string) =>
  page.evaluate((words) => (window as unknown as { __speech: { say: (t: string) => void } }).__speech.say(words), text);
export const failListening = (page: Page) =>
  page.evaluate(() => (window as unknown as { __speech: { fail: () => void } }).__speech.fail());
