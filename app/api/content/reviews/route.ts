import { apiRoute } from "@/lib/api/http";
import { listSubmittedDrafts } from "@/lib/data/content";

export const GET = apiRoute({ auth: "admin" }, async () =>
  (await listSubmittedDrafts()).map(({ snapshot, ...draft }) => ({
    ...draft,
    title:
      typeof snapshot === "object" && snapshot && "title" in snapshot ? String(snapshot.title) : `#${draft.entityId}`,
  })),
);
