"use client";

import { useEffect, useRef, useState } from "react";
import { PLACEHOLDER_IMAGE } from "@/lib/book/constants";

// requirements §8.
export function FallbackImage({
  src,
  fallback = PLACEHOLDER_IMAGE,
  alt,
  ...props
}: React.ComponentProps<"img"> & { src: string; alt: string; fallback?: string }) {
  const [current, setCurrent] = useState(src);
  const ref = useRef<HTMLImageElement>(null);
  const onError = () => setCurrent((shown) => (shown === src && fallback !== src ? fallback : PLACEHOLDER_IMAGE));
  // An image of the server's HTML may fail before hydration, when no onError listened yet.
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0 && image.getAttribute("src") === src) onError();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first image, checked once
  }, []);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- media URLs are arbitrary (uploads, other sites)
    <img {...props} ref={ref} src={current} alt={alt} onError={onError} />
  );
}
