import { apiRoute } from "@/lib/api/http";
import { pointPagesAtImages } from "@/lib/data/flipbook";
import { keepingBookPageHistory } from "@/lib/data/flipbook-drafts";
import { actorOf } from "@/lib/data/content";

export const POST = apiRoute({ auth: "admin" }, async ({ user }) => {
  const count = await pointPagesAtImages(keepingBookPageHistory("book", actorOf(user)));
  return { message: `Updated image paths for ${count} pages` };
});
