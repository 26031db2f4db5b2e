"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { PlayIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { PopupVideo } from "@/components/site/videos";
import { cn } from "@/lib/utils";

const loadPopup = () => import("@/components/site/video-popup");
// The dialog is fetched on first use, so pages don't pay for it on load.
const VideoPopup = dynamic(() => loadPopup().then((m) => m.VideoPopup), { ssr: false });

export function VideoPopupButton({
  videos,
  label,
  variant = "default",
  startAt = 0,
  className,
}: {
  videos: PopupVideo[];
  label: string;
  variant?: "default" | "outline" | "amber";
  startAt?: number;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant={variant}
        className={cn("h-11", className)}
        aria-haspopup="dialog"
        onPointerEnter={loadPopup}
        onFocus={loadPopup}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <PlayIcon aria-hidden="true" />
        {label}
      </Button>
      {requested && <VideoPopup videos={videos} startAt={startAt} open={open} onOpenChange={setOpen} />}
    </>
  );
}
