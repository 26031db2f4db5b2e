"use client";

import { useState } from "react";
import { useT } from "@/components/i18n/i18n-provider";
import type { ReturnFocus } from "@/components/site/lazy-dialog";
import type { PopupVideo } from "@/components/site/videos";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

// requirements §2 "Video popup".
export function VideoPopup({
  videos,
  startAt = 0,
  open,
  onOpenChange,
  returnFocus,
}: {
  videos: PopupVideo[];
  startAt?: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: ReturnFocus;
}) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t("common.close")}
        className="sm:max-w-[min(56rem,calc(100%-2rem))]"
        onCloseAutoFocus={returnFocus}
      >
        {/* Mounted only while open, so every opening starts again at its first video (requirements §4). */}
        <VideoSwitcher videos={videos} startAt={startAt} />
      </DialogContent>
    </Dialog>
  );
}

function VideoSwitcher({ videos, startAt }: { videos: PopupVideo[]; startAt: number }) {
  const t = useT();
  const [index, setIndex] = useState(startAt);
  const video = videos[index] ?? videos[0];
  return (
    <>
      <DialogHeader>
        <DialogTitle>{video.title}</DialogTitle>
        <DialogDescription className="sr-only">{t("site.videoPopup.description")}</DialogDescription>
      </DialogHeader>
      <div className="mx-auto aspect-video max-h-[90vh] w-full max-w-[calc(90vh*16/9)] overflow-hidden rounded-md bg-foreground">
        <iframe
          key={video.embedUrl}
          src={video.embedUrl}
          title={t("site.videoPopup.frameTitle", { title: video.title })}
          className="size-full border-0"
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
      {videos.length > 1 && (
        <div role="group" aria-label={t("site.videoPopup.choose")} className="flex flex-wrap gap-2">
          {videos.map((item, i) => (
            <Button
              key={i}
              type="button"
              className="h-11"
              variant={i === index ? "default" : "outline"}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
            >
              {t("site.videoPopup.video", { number: i + 1 })}
            </Button>
          ))}
        </div>
      )}
    </>
  );
}
