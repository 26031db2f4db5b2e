import { bookMetadata, BookScreen } from "@/components/book/book-screen";

// requirements §2: /flipbook-viewer is the same screen as /flipbook.
export const generateMetadata = bookMetadata;

// Rendered per request from the cached book, in one piece: the first HTML holds the page, so its
// text paints without waiting for a streamed boundary to be revealed (docs/decisions/007).
export const instant = false;

export default function FlipbookViewerPage({ searchParams }: PageProps<"/flipbook-viewer">) {
  return <BookScreen searchParams={searchParams} />;
}
