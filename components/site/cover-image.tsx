import { getImageProps } from "next/image";
import { BookOpenIcon } from "lucide-react";
import { HideBrokenImage } from "@/components/site/hide-broken-image";
import { isOptimizable } from "@/components/ui/server-image";

// The cover's slot is 224 CSS pixels wide on a phone and 256 from 640 pixels up (its `sizes`).
const SLOT_WIDTHS = { smallest: 224, largest: 256 };
const HIGHEST_PIXEL_RATIO = 4;

/**
 * next/image lists every configured width (32 to 3840) in `srcset`, three times in Home's HTML (the
 * preload, the <img>, the flight data). A browser takes the narrowest candidate that fills the slot
 * at its pixel ratio, so for a 224–256 pixel slot on screens of 1 to 4 device pixels per CSS pixel
 * only the widths from the slot's up to the first that covers 4 × 256 are ever chosen; the others
 * are left out (docs/decisions/017).
 */
export function usableSrcSet(srcSet: string) {
  const candidates = srcSet
    .split(", ")
    .map((candidate) => ({ candidate, width: Number(/ (\d+)w$/.exec(candidate)?.[1]) }));
  const widest = candidates.find(({ width }) => width >= SLOT_WIDTHS.largest * HIGHEST_PIXEL_RATIO)?.width ?? Infinity;
  return candidates
    .filter(({ width }) => width >= SLOT_WIDTHS.smallest && width <= widest)
    .map(({ candidate }) => candidate)
    .join(", ");
}

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
        sizes: `(min-width: 640px) ${SLOT_WIDTHS.largest}px, ${SLOT_WIDTHS.smallest}px`,
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
          srcSet={image.srcSet && usableSrcSet(image.srcSet)}
          alt=""
          decoding={eager ? "sync" : image.decoding}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </div>
  );
}
