import { apiRoute } from "@/lib/api/http";
import { importPages } from "@/lib/data/flipbook";
import { staticPagesInBookOrder } from "@/lib/book/static-reader";
import { preparePageWithTranslations } from "@/lib/knowledge/page-passages";
import { keepingBookPageHistory } from "@/lib/data/flipbook-drafts";
import { actorOf } from "@/lib/data/content";

export const POST = apiRoute({ auth: "admin" }, async ({ user }) => {
  const actor = actorOf(user);
  const count = await importPages(
    staticPagesInBookOrder(),
    preparePageWithTranslations,
    actor,
    keepingBookPageHistory("book", actor),
  );
  return { message: `Imported ${count} pages from the static reader` };
});
