"use client";

import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Pause, Play, X } from "lucide-react";
import { useI18n } from "@/components/i18n/i18n-provider";
import type { ListenSourceParams } from "@/components/listen/listen-button";
import { PageReader, type ReaderStatus } from "@/components/listen/page-reader";
import { HIGHLIGHT_STYLE, readPageWords } from "@/components/listen/page-words";

export type ListenPlayerProps = {
  source: ListenSourceParams;
  textSelector: string;
  onNextPage?: () => void;
  playerClassName?: string;
  onClose: () => void;
};

export const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;

const startReading = (reader: PageReader, textSelector: string, sourceKey: string, locale: string) =>
  reader.start(readPageWords([...document.querySelectorAll<HTMLElement>(textSelector)]), {
    ...(JSON.parse(sourceKey) as ListenSourceParams),
    locale,
  });

function useReader({
  source,
  textSelector,
  onNextPage,
}: Pick<ListenPlayerProps, "source" | "textSelector" | "onNextPage">) {
  const { locale } = useI18n();
  const [status, setStatus] = useState<ReaderStatus>("loading");
  const [sentence, setSentence] = useState("");
  const [speed, setSpeed] = useState(1);
  const [goOn, setGoOn] = useState(false);
  const readerRef = useRef<PageReader | null>(null);
  useEffect(() => {
    const reader = new PageReader({ status: setStatus, sentence: setSentence });
    readerRef.current = reader;
    return () => reader.close();
  }, []);
  useEffect(() => {
    if (readerRef.current) readerRef.current.next = goOn ? onNextPage : undefined;
  });
  const sourceKey = JSON.stringify(source);
  useEffect(() => {
    const reader = readerRef.current;
    if (!reader) return;
    if (reader.turnedByReader) void startReading(reader, textSelector, sourceKey, locale);
    else reader.halt();
    reader.turnedByReader = false;
  }, [sourceKey, textSelector, locale]);

  return {
    status,
    sentence,
    speed,
    goOn,
    setGoOn,
    toggle() {
      const reader = readerRef.current;
      if (!reader) return;
      if (status === "playing") reader.pause();
      else if (status === "ended") void startReading(reader, textSelector, sourceKey, locale);
      else reader.resume();
    },
    changeSpeed(value: number) {
      setSpeed(value);
      readerRef.current?.setSpeed(value, status === "playing");
    },
  };
}

const CONTROL =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring";

export function ListenPlayer({ playerClassName, onClose, ...props }: ListenPlayerProps) {
  const { t } = useI18n();
  const reader = useReader(props);
  const playRef = useRef<HTMLButtonElement>(null);
  useEffect(() => playRef.current?.focus(), []);
  const playing = reader.status === "playing";
  const idle = reader.status === "loading" || reader.status === "unsupported" || reader.status === "empty";

  return createPortal(
    <section
      id="listen-player"
      aria-label={t("site.listen.region")}
      onKeyDown={(event) => event.key === "Escape" && onClose()}
      className={`fixed inset-x-2 z-40 mx-auto flex max-w-xl flex-col gap-2 rounded-xl border bg-card p-3 text-card-foreground shadow-2xl max-sm:right-20 ${playerClassName ?? "bottom-4"}`}
    >
      <style>{HIGHLIGHT_STYLE}</style>
      <div className="flex flex-wrap items-center gap-2">
        <button
          ref={playRef}
          type="button"
          onClick={() => !idle && reader.toggle()}
          // Not `disabled`: the reader opens with focus here while the voice is still being prepared.
          aria-disabled={idle}
          className={`${CONTROL} bg-primary text-primary-foreground hover:bg-primary/90 aria-disabled:opacity-50`}
          aria-label={playing ? t("site.listen.pause") : t("site.listen.play")}
        >
          {playing ? <Pause className="size-5" aria-hidden /> : <Play className="size-5" aria-hidden />}
        </button>
        <SpeedSelect label={t("site.listen.speed")} value={reader.speed} onChange={reader.changeSpeed} />
        {props.onNextPage && (
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={reader.goOn}
              onChange={(event) => reader.setGoOn(event.target.checked)}
              className="size-5 accent-primary"
            />
            {t("site.listen.continue")}
          </label>
        )}
        <button type="button" onClick={onClose} className={`${CONTROL} ml-auto`} aria-label={t("site.listen.stop")}>
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <p role="status" className="text-xs font-medium text-muted-foreground">
        {t(`site.listen.${reader.status}`)}
      </p>
      {reader.sentence && (
        <p data-testid="listen-sentence" aria-hidden className="line-clamp-2 rounded-md bg-muted px-2 py-1 text-sm">
          {reader.sentence}
        </p>
      )}
    </section>,
    document.body,
  );
}

function SpeedSelect({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  return (
    <label className="flex items-center gap-1 text-sm">
      <span>{label}</span>
      <select
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="min-h-11 rounded-md border bg-background px-2"
      >
        {SPEEDS.map((speed) => (
          <option key={speed} value={speed}>
            {speed}×
          </option>
        ))}
      </select>
    </label>
  );
}
