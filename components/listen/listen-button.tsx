"use client";

import { useRef, useState, type ComponentType } from "react";
import { Headphones } from "lucide-react";
import { useT } from "@/components/i18n/i18n-provider";
import type { ListenPlayerProps } from "@/components/listen/listen-player";

export type ListenSourceParams = Record<string, string>;

type Props = {
  /** Which published page this is, as GET /api/listen names it: {kind: "book", page: "3"}. */
  source: ListenSourceParams;
  /** The elements whose words are read, in order (the page shows them in the visitor's language). */
  textSelector: string;
  /** Turns to the next page when the reader goes on there (the book); absent on the last page. */
  onNextPage?: () => void;
  className?: string;
  textClassName?: string;
  playerClassName?: string;
};

/**
 * "Listen": the reader (its code, its voice and its controls) is loaded on the first click, so
 * a page that is never listened to carries this button only. Its words are the catalogue's site.listen.
 */
export function ListenButton({ className, textClassName, ...player }: Props) {
  const t = useT();
  const [Player, setPlayer] = useState<ComponentType<ListenPlayerProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  async function toggle() {
    if (open) return setOpen(false);
    if (!Player) {
      try {
        const loaded = await import("@/components/listen/listen-player");
        setPlayer(() => loaded.ListenPlayer);
      } catch {
        return setFailed(true);
      }
    }
    setFailed(false);
    setOpen(true);
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => void toggle()}
        aria-expanded={open}
        aria-controls={open ? "listen-player" : undefined}
        className={className}
        title={t("site.listen.label")}
      >
        <Headphones className="size-5" aria-hidden />
        <span className={textClassName}>{t("site.listen.label")}</span>
      </button>
      {failed && (
        <span role="alert" className="text-sm text-destructive">
          {t("site.listen.failed")}
        </span>
      )}
      {Player && open && (
        <Player
          {...player}
          onClose={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
        />
      )}
    </>
  );
}
