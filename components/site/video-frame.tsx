import { EMBEDDED_VIDEO_HEIGHT } from "@/lib/constants";
import { cn } from "@/lib/utils";

export function VideoFrame({ embedUrl, title, className }: { embedUrl: string; title: string; className?: string }) {
  return (
    <div className={cn("overflow-hidden rounded-xl border bg-foreground shadow-sm", className)}>
      <iframe
        src={embedUrl}
        title={title}
        width="100%"
        height={EMBEDDED_VIDEO_HEIGHT}
        className="block w-full border-0"
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
