import { BookOpen } from "lucide-react";
import { isOptimizable, ServerImage } from "@/components/ui/server-image";
import { cn } from "@/lib/utils";

// A site path goes through the image optimizer (the featured cover is /interactive-books' largest element).
export function BookletCover({
  src,
  alt,
  className,
  priority,
}: {
  src: string | null;
  alt: string;
  className?: string;
  priority?: boolean;
}) {
  return (
    <div className={cn("relative aspect-[3/4] overflow-hidden rounded-md bg-peach-strong", className)}>
      {src ? (
        <ServerImage
          src={src}
          alt={alt}
          fill
          unoptimized={!isOptimizable(src)}
          // As Home's cover: fetched first (React adds its preload link for a high-priority image).
          {...(priority ? ({ loading: "eager", fetchPriority: "high" } as const) : {})}
          sizes="(min-width: 1024px) 16rem, 50vw"
          className="object-cover"
        />
      ) : (
        <div className="flex h-full items-center justify-center text-primary/60">
          <BookOpen className="size-12" aria-hidden />
        </div>
      )}
    </div>
  );
}
