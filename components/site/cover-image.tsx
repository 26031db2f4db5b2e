import { getImageProps } from "next/image";
import { BookOpenIcon } from "lucide-react";
import { HideBrokenImage } from "@/components/site/hide-broken-image";
import { isOptimizable } from "@/components/ui/server-image";

// Site paths go through the image optimizer (props made on the server, so the page ships no image component).
export function CoverImage({
  src,
  alt,
  title,
  eager = false,
}: {
  src: string;
  alt: string;
  title: string;
  eager?: boolean;
}) {
  // `eager`: the largest thing in the first screen; next/image's `async` decoding may leave it for a later frame.
  const loading = eager ? ({ loading: "eager", fetchPriority: "high" } as const) : {};
  const image = src
    ? getImageProps({
        src,
        alt: "",
        width: 600,
        height: 800,
        sizes: "(min-width: 640px) 256px, 224px",
        unoptimized: !isOptimizable(src),
        ...loading,
      }).props
    : null;
  return (
    <div
      role="img"
      aria-label={alt}
      className="relative aspect-[3/4] w-full overflow-hidden rounded-lg bg-primary shadow-md"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-primary-foreground"
      >
        <BookOpenIcon className="size-12 text-amber" />
        <span className="text-lg leading-snug font-semibold">{title}</span>
      </div>
      {image && (
        <HideBrokenImage
          {...image}
          alt=""
          decoding={eager ? "sync" : image.decoding}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </div>
  );
}
