import { apiRoute } from "@/lib/api/http";
import { applyPageMapping } from "@/lib/data/flipbook";
import { STATIC_READER_PAGES } from "@/lib/book/static-reader";
import { keepingBookPageHistory } from "@/lib/data/flipbook-drafts";
import { actorOf } from "@/lib/data/content";

export const POST = apiRoute({ auth: "admin" }, async ({ user }) => {
  const updated = await applyPageMapping(STATIC_READER_PAGES, keepingBookPageHistory("book", actorOf(user)));
  return { updated };
});
