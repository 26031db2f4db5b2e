"use client";

import { useRef, useState, type ComponentType } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import type { ListenPlayerProps } from "@/components/listen/listen-player";

export type ListenSourceParams = Record<string, string>;

type Props = {
  source: ListenSourceParams;
  textSelector: string;
  /** LISTEN_ICON (components/site/page-action-icons.tsx). */
  icon: React.ReactNode;
  onNextPage?: () => void;
  className?: string;
  textClassName?: string;
  playerClassName?: string;
};

// The reader loads on the first click, so a page never listened to carries this button only.
export function ListenButton({ icon, className, textClassName, ...player }: Props) {
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
        {icon}
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
