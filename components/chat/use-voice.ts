"use client";

import { useCallback, useEffect, useRef, useState } from "react";

// requirements §4.

type RecognitionResultEvent = { results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal?: boolean }> };

type Recognition = {
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  lang: string;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
};

type RecognitionConstructor = new () => Recognition;

function recognitionClass(): RecognitionConstructor | null {
  if (typeof window === "undefined") return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

// requirements §4: not continuous, final result only.
export function useSpeechRecognition({ lang, onResult }: { lang: string; onResult: (text: string) => void }) {
  const [listening, setListening] = useState(false);
  const [supported] = useState(() => recognitionClass() !== null);
  const current = useRef<Recognition | null>(null);
  const onResultRef = useRef(onResult);
  useEffect(() => {
    onResultRef.current = onResult;
  }, [onResult]);

  const stop = useCallback(() => {
    const recognition = current.current;
    current.current = null;
    setListening(false);
    if (recognition) {
      recognition.onend = null;
      recognition.onerror = null;
      recognition.onresult = null;
      recognition.abort();
    }
  }, []);

  const start = useCallback(() => {
    const Recognition = recognitionClass();
    if (!Recognition) return;
    const recognition = new Recognition();
    recognition.continuous = false;
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    recognition.lang = lang;
    recognition.onresult = (event) => {
      const transcript = event.results[0]?.[0]?.transcript?.trim() ?? "";
      stop();
      if (transcript) onResultRef.current(transcript);
    };
    recognition.onerror = stop;
    recognition.onend = stop;
    current.current = recognition;
    setListening(true);
    try {
      recognition.start();
    } catch {
      stop();
    }
  }, [lang, stop]);

  useEffect(() => stop, [stop]);
  return { supported, listening, start, stop };
}

export function useSpeaker() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const objectUrl = useRef<string | null>(null);

  const stop = useCallback(() => {
    audio.current?.pause();
    audio.current = null;
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = null;
    if (typeof window !== "undefined" && "speechSynthesis" in window) window.speechSynthesis.cancel();
  }, []);

  const speakWithBrowser = useCallback((text: string, lang: string) => {
    if (typeof window === "undefined" || !("speechSynthesis" in window) || !text) return;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = lang;
    window.speechSynthesis.speak(utterance);
  }, []);

  const speak = useCallback(
    async ({
      text,
      audioUrl,
      lang,
      onLimited,
    }: {
      text: string;
      audioUrl?: string;
      lang: string;
      onLimited: () => void;
    }) => {
      stop();
      if (audioUrl) {
        try {
          const response = await fetch(audioUrl, { credentials: "same-origin" });
          if (response.ok) {
            const url = URL.createObjectURL(await response.blob());
            objectUrl.current = url;
            const element = new Audio(url);
            audio.current = element;
            await element.play();
            return;
          }
          if (response.status === 429) onLimited();
        } catch {
          // Autoplay refused or the audio failed: the browser's voice reads it instead.
        }
      }
      speakWithBrowser(text, lang);
    },
    [speakWithBrowser, stop],
  );

  useEffect(() => stop, [stop]);
  return { speak, stop };
}
