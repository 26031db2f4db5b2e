"use client";

import type { RefObject } from "react";
import { MicIcon, SendIcon } from "lucide-react";
import { QuestionChips } from "@/components/chat/chat-message";
import { useT } from "@/components/i18n/i18n-provider";
import { LabelledSection } from "@/components/ui/labelled-section";
import { VOICES, type SuggestedQuestion, type VoiceId } from "@/lib/contracts/chat";
import { cn } from "@/lib/utils";

type Props = {
  inputRef: RefObject<HTMLInputElement | null>;
  input: string;
  onInput: (text: string) => void;
  onSend: (text: string) => void;
  waiting: boolean;
  maxQuestionLength: number;
  audio: { on: boolean; voice: VoiceId; choose: (voice: string) => void };
  suggestions: SuggestedQuestion[] | null;
  recognition: { supported: boolean; listening: boolean; start: () => void; stop: () => void };
};

export function ChatComposer({
  inputRef,
  input,
  onInput,
  onSend,
  waiting,
  maxQuestionLength,
  audio,
  suggestions,
  recognition,
}: Props) {
  const t = useT();
  const listening = recognition.listening;
  const inputDisabled = waiting || listening;
  const sendDisabled = waiting || listening || input.trim() === "";
  return (
    <div className="space-y-2 border-t bg-muted/40 px-3 pt-2 pb-3">
      <VoiceChoice audio={audio} />

      <SuggestedQuestions suggestions={suggestions} disabled={inputDisabled} onSend={onSend} />

      {listening && (
        <p role="status" className="text-sm font-medium text-primary">
          {t("chat.listening")}
        </p>
      )}

      <form
        className="flex items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!sendDisabled) onSend(input);
        }}
      >
        <input
          ref={inputRef}
          value={input}
          onChange={(event) => onInput(event.target.value)}
          disabled={inputDisabled}
          maxLength={maxQuestionLength}
          placeholder={t("chat.inputPlaceholder")}
          aria-label={t("chat.inputLabel")}
          enterKeyHint="send"
          className="h-11 min-w-0 flex-1 rounded-md border bg-background px-3 text-base outline-hidden focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-60"
        />
        <MicButton recognition={recognition} waiting={waiting} />
        <button
          type="submit"
          disabled={sendDisabled}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground outline-hidden hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <SendIcon aria-hidden className="size-5" />
          <span className="sr-only">{t("chat.send")}</span>
        </button>
      </form>
    </div>
  );
}

function MicButton({ recognition, waiting }: { recognition: Props["recognition"]; waiting: boolean }) {
  const t = useT();
  const listening = recognition.listening;
  return (
    <button
      type="button"
      onClick={() => (listening ? recognition.stop() : recognition.start())}
      disabled={!recognition.supported || waiting}
      aria-pressed={listening}
      title={recognition.supported ? undefined : t("chat.micUnsupported")}
      className={cn(
        "inline-flex size-11 shrink-0 items-center justify-center rounded-md border bg-background outline-hidden hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50",
        listening && "border-primary bg-primary text-primary-foreground hover:bg-primary/90",
      )}
    >
      <MicIcon aria-hidden className="size-5" />
      <span className="sr-only">{listening ? t("chat.stopListening") : t("chat.microphone")}</span>
    </button>
  );
}

function VoiceChoice({ audio }: { audio: Props["audio"] }) {
  const t = useT();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="chat-voice" className="text-sm font-medium">
        {t("chat.voice")}
      </label>
      <select
        id="chat-voice"
        value={audio.voice}
        onChange={(event) => audio.choose(event.target.value)}
        disabled={!audio.on}
        className="h-9 rounded-md border bg-background px-2 text-sm disabled:cursor-not-allowed disabled:opacity-60 pointer-coarse:h-11"
      >
        {VOICES.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function SuggestedQuestions({
  suggestions,
  disabled,
  onSend,
}: {
  suggestions: SuggestedQuestion[] | null;
  disabled: boolean;
  onSend: (text: string) => void;
}) {
  const t = useT();
  return (
    <LabelledSection
      id="chat-suggested"
      heading={t("chat.suggested")}
      level="h3"
      headingClassName="text-sm font-medium"
    >
      <QuestionChips
        questions={suggestions ?? []}
        disabled={disabled}
        onAsk={onSend}
        // One row that scrolls sideways: a wrapped block of chips was clipped and squeezed the message list.
        className="mt-1 flex-nowrap overflow-x-auto pb-1 [&_button]:whitespace-nowrap [&>li]:shrink-0"
      />
    </LabelledSection>
  );
}
