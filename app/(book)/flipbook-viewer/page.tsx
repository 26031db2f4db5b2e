import type { Metadata } from "next";
import { BookScreen } from "@/components/book/book-screen";

// spec §2: /flipbook-viewer is the same screen as /flipbook.
export const metadata: Metadata = {
  title: "Who You Really Are",
  description: "Read the interactive book Who You Really Are, with notes, verses and recordings on every page.",
  alternates: { canonical: "/flipbook" },
};

export default function FlipbookViewerPage({ searchParams }: PageProps<"/flipbook-viewer">) {
  return <BookScreen searchParams={searchParams} />;
}
