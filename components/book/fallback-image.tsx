"use client";

import { useState } from "react";
import { PLACEHOLDER_IMAGE } from "@/lib/book/constants";

/** spec §8: a missing image falls back (for a page, to its rendered image), then to the placeholder. */
export function FallbackImage({ src, fallback = PLACEHOLDER_IMAGE, alt, ...props }: React.ComponentProps<"img"> & { src: string; alt: string; fallback?: string }) {
  const [current, setCurrent] = useState(src);
  const onError = () => setCurrent((shown) => (shown === src && fallback !== src ? fallback : PLACEHOLDER_IMAGE));
  return (
    // eslint-disable-next-line @next/next/no-img-element -- media URLs are arbitrary (uploads, other sites)
    <img {...props} src={current} alt={alt} onError={onError} />
  );
}
