"use client";

import { ThumbsDownIcon, ThumbsUpIcon } from "lucide-react";
import { AnswerText } from "@/components/chat/answer-text";
import { sourceLabel } from "@/components/chat/source-label";
import { sourceHref } from "@/lib/i18n/paths";
import { useI18n, useT } from "@/components/i18n/i18n-provider";
import type { AnswerOutcome, ChatSource, SuggestedQuestion } from "@/lib/contracts/chat";
import { cn } from "@/lib/utils";

// requirements §3 "Chat message".
export type ChatEntry = {
  key: string;
  id?: number;
  role: "user" | "assistant";
  content: string;
  sources: ChatSource[];
  outcome?: AnswerOutcome;
  rating?: number | null;
  ratingError?: boolean;
  suggestions?: SuggestedQuestion[];
  pending?: boolean;
  notice?: boolean;
};

const rateClass =
  "inline-flex size-9 items-center justify-center rounded-md text-muted-foreground outline-hidden hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring aria-pressed:bg-primary/10 aria-pressed:text-primary pointer-coarse:size-11";

export function ChatMessageView({
  entry,
  disabled,
  onRate,
  onAsk,
}: {
  entry: ChatEntry;
  disabled: boolean;
  onRate: (entry: ChatEntry, value: 1 | -1) => void;
  onAsk: (question: string) => void;
}) {
  const t = useT();
  const isUser = entry.role === "user";

  if (entry.pending && !entry.content) {
    return (
      <div
        role="status"
        className="flex w-fit items-center gap-1 rounded-2xl rounded-bl-sm bg-muted px-4 py-3"
        data-testid="typing-indicator"
      >
        <span className="sr-only">{t("chat.typing")}</span>
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            aria-hidden
            className="size-2 animate-bounce rounded-full bg-muted-foreground/70"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    );
  }

  return (
    <article className={cn("flex flex-col", isUser ? "items-end" : "items-start")} data-role={entry.role}>
      <div
        className={cn(
          "max-w-[88%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed",
          isUser ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm bg-muted text-foreground",
        )}
      >
        <span className="sr-only">{isUser ? t("chat.you") : t("chat.assistant")}: </span>
        {isUser ? (
          <p className="break-words whitespace-pre-wrap">{entry.content}</p>
        ) : (
          <AnswerText text={entry.content} />
        )}

        {entry.sources.length > 0 && <AnswerSources sources={entry.sources} />}

        {entry.suggestions && entry.suggestions.length > 0 && (
          <QuestionChips questions={entry.suggestions} disabled={disabled} onAsk={onAsk} className="mt-2" small />
        )}
      </div>

      {!isUser && entry.id !== undefined && !entry.pending && !entry.notice && (
        <AnswerRating entry={entry} onRate={onRate} />
      )}
    </article>
  );
}

function AnswerSources({ sources }: { sources: ChatEntry["sources"] }) {
  const { t, locale } = useI18n();
  return (
    <div className="mt-2 border-t border-foreground/10 pt-2">
      <p className="text-xs font-semibold">{t("chat.sources")}</p>
      <ul className="mt-1 space-y-1 text-xs">
        {sources.map((source, index) => (
          <li key={`${source.url}-${index}`}>
            <a
              href={sourceHref(source.url, locale)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-6 gap-1 text-primary underline underline-offset-2"
            >
              {source.ref !== undefined && <span aria-hidden>[{source.ref}]</span>}
              <span>{sourceLabel(source, t)}</span>
              <span className="sr-only"> {t("site.newTab")}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function AnswerRating({ entry, onRate }: { entry: ChatEntry; onRate: (entry: ChatEntry, value: 1 | -1) => void }) {
  const t = useT();
  return (
    <div className="mt-1 flex items-center gap-1">
      <button type="button" className={rateClass} aria-pressed={entry.rating === 1} onClick={() => onRate(entry, 1)}>
        <ThumbsUpIcon aria-hidden className="size-4" />
        <span className="sr-only">{t("chat.rateUp")}</span>
      </button>
      <button type="button" className={rateClass} aria-pressed={entry.rating === -1} onClick={() => onRate(entry, -1)}>
        <ThumbsDownIcon aria-hidden className="size-4" />
        <span className="sr-only">{t("chat.rateDown")}</span>
      </button>
      <span role="status" className="text-xs text-muted-foreground">
        {entry.ratingError ? t("chat.ratingFailed") : entry.rating ? t("chat.rated") : ""}
      </span>
    </div>
  );
}

export function QuestionChips({
  questions,
  disabled,
  onAsk,
  className,
  small = false,
}: {
  questions: SuggestedQuestion[];
  disabled: boolean;
  onAsk: (question: string) => void;
  className?: string;
  small?: boolean;
}) {
  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)}>
      {questions.map((suggestion) => (
        <li key={suggestion.id}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onAsk(suggestion.question)}
            className={cn(
              "min-h-9 rounded-full border bg-background px-3 py-1 text-left hover:bg-accent disabled:cursor-not-allowed disabled:opacity-60 pointer-coarse:min-h-11",
              small ? "text-xs" : "text-sm",
            )}
          >
            {suggestion.question}
          </button>
        </li>
      ))}
    </ul>
  );
}
