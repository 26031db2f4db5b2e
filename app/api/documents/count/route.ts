import { apiRoute } from "@/lib/api/http";
import { countDocuments } from "@/lib/data/documents";

export const GET = apiRoute({ auth: "editor" }, async () => ({ count: await countDocuments() }));
