import type { Metadata } from "next";
import { BookletNotFound } from "@/components/booklets/booklet-not-found";

export const metadata: Metadata = { title: "Booklet not found", robots: { index: false } };

export default function BookletNotFoundPage() {
  return <BookletNotFound />;
}
