import { bookMetadata, BookScreen } from "@/components/book/book-screen";

export const generateMetadata = bookMetadata;

// Rendered per request from the cached book, in one piece: the first HTML holds the page, so its
// text paints without waiting for a streamed boundary to be revealed (docs/decisions/007).
export const instant = false;

export default function FlipbookPage({ searchParams }: PageProps<"/flipbook">) {
  return <BookScreen searchParams={searchParams} />;
}
