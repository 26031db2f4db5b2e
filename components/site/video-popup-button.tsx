"use client";

import { lazy, Suspense } from "react";
import { useLazyDialog } from "@/components/site/lazy-dialog";
import type { PopupVideo } from "@/components/site/videos";

const loadPopup = () => import("@/components/site/video-popup");
const VideoPopup = lazy(() => loadPopup().then((m) => ({ default: m.VideoPopup })));

export function VideoPopupButton({
  videos,
  startAt = 0,
  className,
  children,
}: {
  videos: PopupVideo[];
  startAt?: number;
  className: string;
  children: React.ReactNode;
}) {
  const { open, setOpen, requested, buttonProps, returnFocus } = useLazyDialog(loadPopup);
  return (
    <>
      <button {...buttonProps} className={className}>
        {children}
      </button>
      {requested && (
        <Suspense>
          <VideoPopup videos={videos} startAt={startAt} open={open} onOpenChange={setOpen} returnFocus={returnFocus} />
        </Suspense>
      )}
    </>
  );
}
