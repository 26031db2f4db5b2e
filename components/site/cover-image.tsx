"use client";

import Image from "next/image";
import { useState } from "react";
import { BookOpenIcon } from "lucide-react";

/**
 * The featured book's cover from the `book_cover_url` setting. Staff may enter any address, so
 * outside images are shown as they are, and a missing image gives way to a drawn cover.
 */
export function CoverImage({ src, alt, title }: { src: string; alt: string; title: string }) {
  const [failed, setFailed] = useState(!src);
  if (failed) {
    return (
      <div role="img" aria-label={alt} className="flex aspect-[3/4] w-full flex-col items-center justify-center gap-3 rounded-lg bg-primary p-6 text-center text-primary-foreground">
        <BookOpenIcon aria-hidden="true" className="size-12 text-amber" />
        <span className="text-lg leading-snug font-semibold">{title}</span>
      </div>
    );
  }
  const local = src.startsWith("/") && !src.startsWith("//") && !src.includes("?");
  return (
    <Image
      src={src}
      alt={alt}
      width={600}
      height={800}
      sizes="(min-width: 640px) 256px, 224px"
      unoptimized={!local}
      onError={() => setFailed(true)}
      className="aspect-[3/4] w-full rounded-lg bg-peach-strong object-cover shadow-md"
    />
  );
}
