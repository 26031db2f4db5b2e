"use client";

import { lazy, Suspense } from "react";
import { useLazyDialog } from "@/components/site/lazy-dialog";
import type { PopupVideo } from "@/components/site/videos";

const loadPopup = () => import("@/components/site/video-popup");
// The dialog is fetched on first use, so pages don't pay for it on load.
const VideoPopup = lazy(() => loadPopup().then((m) => ({ default: m.VideoPopup })));

/** Opens the video popup. Its classes and content come rendered from the server, keeping this island tiny. */
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
