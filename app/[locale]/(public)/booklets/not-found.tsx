import type { Metadata } from "next";
import { BookletNotFound } from "@/components/booklets/booklet-not-found";

export const metadata: Metadata = { title: "Booklet not found", robots: { index: false } };

// A booklet deleted between the proxy's check and the render (rare); not-found files get no params,
// so this one is in English.
export default function BookletNotFoundPage() {
  return <BookletNotFound />;
}
