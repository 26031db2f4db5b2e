import { apiRoute } from "@/lib/api/http";
import { listPages } from "@/lib/data/flipbook";

export const GET = apiRoute({ auth: "public" }, async () => listPages());
