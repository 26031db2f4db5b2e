// Writes the static reader's data (public/wyra-website/pages.json) from the sample book in
// prisma/seed-data/book.ts. Run after editing the sample pages:
//   npx tsx scripts/book/build-static-reader.ts
// A unit test fails when the two disagree.
import { writeFileSync } from "node:fs";
import { SAMPLE_BOOK_PAGES } from "../../prisma/seed-data/book";
import { PAGE_MAPPING } from "../../lib/book/page-mapping";

// The reader is a FlipBookX-style export: its own page numbers, found through the mapping.
const pages = PAGE_MAPPING.map(({ flipbookxPage, bookPage }) => {
  const page = SAMPLE_BOOK_PAGES.find((p) => p.pageNumber === bookPage);
  if (!page) throw new Error(`No sample page ${bookPage}`);
  return { pageNumber: flipbookxPage, title: page.title, content: page.content };
});

writeFileSync(
  "public/wyra-website/pages.json",
  `${JSON.stringify({ title: "Saga of Salvation (SOS) Book 1 - Who You Really Are", pages }, null, 2)}\n`,
);
console.log(`Wrote public/wyra-website/pages.json (${pages.length} pages).`);
