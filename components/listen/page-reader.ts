import { highlightSentence, sentenceText, type PageWords } from "@/components/listen/page-words";
import { sentenceAtFraction } from "@/lib/listen/sentences";

export type ReaderStatus = "loading" | "playing" | "paused" | "ended" | "unsupported" | "failed" | "empty";

type Listener = { status: (status: ReaderStatus) => void; sentence: (text: string) => void };

// Learnt from the first answer of GET /api/listen; any other failure falls back to the browser for that page only.
let serverVoice: boolean | undefined;

async function serverAudio(query: Record<string, string>): Promise<string | null> {
  if (serverVoice === false) return null;
  try {
    const response = await fetch(`/api/listen?${new URLSearchParams(query)}`);
    if (!response.ok) {
      if (response.status === 404 && (await response.json()).voice === false) serverVoice = false;
      return null;
    }
    serverVoice = true;
    return URL.createObjectURL(await response.blob());
  } catch {
    return null;
  }
}

export class PageReader {
  private words: PageWords | null = null;
  private index = 0;
  /** Bumped on every stop: the callbacks of what was playing before see it and do nothing. */
  private run = 0;
  private audio: HTMLAudioElement | null = null;
  speed = 1;
  next: (() => void) | undefined;
  /** The page shown is one the reader opened or turned to (one turned by hand stops it). */
  turnedByReader = true;

  constructor(private readonly on: Listener) {}

  private show(index: number) {
    if (!this.words || index < 0 || index >= this.words.spans.length) return;
    this.index = index;
    this.on.sentence(sentenceText(this.words, index));
    highlightSentence(this.words, index);
  }

  async start(words: PageWords, query: Record<string, string>) {
    this.stop();
    this.release();
    const run = this.run;
    this.words = words;
    this.index = 0;
    if (words.spans.length === 0) return this.on.status("empty");
    this.on.status("loading");
    const url = await serverAudio(query);
    if (run !== this.run) return;
    if (url) return this.playAudio(url, words);
    if (typeof speechSynthesis === "undefined") return this.on.status("unsupported");
    this.speakFrom(0);
  }

  private playAudio(url: string, words: PageWords) {
    const audio = new Audio(url);
    audio.playbackRate = this.speed;
    audio.ontimeupdate = () => {
      if (audio.duration) this.show(sentenceAtFraction(words.spans, audio.currentTime / audio.duration));
    };
    audio.onended = () => this.finish();
    audio.onerror = () => this.on.status("failed");
    this.audio = audio;
    this.show(0);
    this.on.status("playing");
    audio.play().catch(() => this.on.status("paused"));
  }

  private speakFrom(index: number) {
    const words = this.words;
    const run = ++this.run;
    if (!words) return;
    if (index >= words.spans.length) return this.finish();
    this.show(index);
    this.on.status("playing");
    const utterance = new SpeechSynthesisUtterance(sentenceText(words, index));
    utterance.lang = words.lang;
    utterance.rate = this.speed;
    const voice = speechSynthesis.getVoices().find((entry) => entry.lang.toLowerCase().startsWith(words.lang));
    if (voice) utterance.voice = voice;
    utterance.onend = () => {
      if (run === this.run) this.speakFrom(index + 1);
    };
    utterance.onerror = (event) => {
      if (run === this.run && event.error !== "interrupted" && event.error !== "canceled") this.on.status("failed");
    };
    speechSynthesis.speak(utterance);
  }

  private finish() {
    highlightSentence(null, null);
    if (!this.next) return this.on.status("ended");
    this.turnedByReader = true;
    this.next();
  }

  pause() {
    this.stop();
    this.on.status("paused");
  }

  resume() {
    if (!this.audio) return this.speakFrom(this.index);
    this.run++;
    this.on.status("playing");
    this.audio.play().catch(() => this.on.status("paused"));
  }

  setSpeed(speed: number, playing: boolean) {
    this.speed = speed;
    if (this.audio) this.audio.playbackRate = speed;
    else if (playing) this.speakFrom(this.index);
  }

  stop() {
    this.run++;
    if (typeof speechSynthesis !== "undefined") speechSynthesis.cancel();
    this.audio?.pause();
  }

  /** Stops where it is and says it has ended (the page was turned by hand). */
  halt() {
    this.stop();
    highlightSentence(null, null);
    this.on.status("ended");
  }

  close() {
    this.stop();
    this.release();
    highlightSentence(null, null);
  }

  private release() {
    if (this.audio) URL.revokeObjectURL(this.audio.src);
    this.audio = null;
  }
}
