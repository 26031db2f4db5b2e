import type { Page } from "@playwright/test";

export type Spoken = { text: string; lang: string; rate: number };

/**
 * Stands in for the browser's voice (headless Chromium has none): every utterance is recorded on
 * window.__spoken and "finishes" `sentenceMs` later, so a reader moves from sentence to sentence.
 */
export async function stubSpeechSynthesis(page: Page, sentenceMs = 600) {
  await page.addInitScript((ms) => {
    type Utterance = { text: string; lang: string; rate: number; onend?: () => void; onerror?: (e: object) => void };
    const spoken: Spoken[] = [];
    let current: Utterance | null = null;
    let timer = 0;
    const synth = {
      speaking: false,
      paused: false,
      pending: false,
      speak(utterance: Utterance) {
        spoken.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate });
        current = utterance;
        timer = window.setTimeout(() => {
          current = null;
          utterance.onend?.();
        }, ms);
      },
      cancel() {
        window.clearTimeout(timer);
        const stopped = current;
        current = null;
        stopped?.onerror?.({ error: "interrupted" });
      },
      pause() {},
      resume() {},
      getVoices: () => [],
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
    Object.assign(window, { __spoken: spoken });
  }, sentenceMs);
}

export const spokenSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { __spoken: Spoken[] }).__spoken.slice());

/** The words the page highlights as being read (the CSS Custom Highlight API). */
export const highlighted = (page: Page) =>
  page.evaluate(() => {
    const highlight = CSS.highlights.get("listen-sentence");
    return highlight ? [...highlight].map((range) => range.toString()).join(" ") : "";
  });

/** Records the addresses audio is played from (window.__played) instead of playing them. */
export async function recordMediaPlays(page: Page) {
  await page.addInitScript(() => {
    const played: string[] = [];
    Object.assign(window, { __played: played });
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      played.push(this.src);
      return Promise.resolve();
    };
  });
}

export const mediaPlayed = (page: Page) =>
  page.evaluate(() => (window as unknown as { __played: string[] }).__played.slice());
