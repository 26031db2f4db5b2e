import type { Metadata } from "next";
import { BookScreen } from "@/components/book/book-screen";

export const metadata: Metadata = {
  title: "Who You Really Are",
  description: "Read the interactive book Who You Really Are, with notes, verses and recordings on every page.",
};

export default function FlipbookPage({ searchParams }: PageProps<"/flipbook">) {
  return <BookScreen searchParams={searchParams} />;
}
