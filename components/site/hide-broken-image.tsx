"use client";

import { useState } from "react";

// Also catches a failure before hydration, when no onError listener was attached yet.
export function HideBrokenImage(props: Omit<React.ComponentProps<"img">, "ref" | "onError">) {
  const [broken, setBroken] = useState(false);
  if (broken) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- props come from next/image's getImageProps, alt included
    <img
      {...props}
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0) setBroken(true);
      }}
      onError={() => setBroken(true)}
    />
  );
}
