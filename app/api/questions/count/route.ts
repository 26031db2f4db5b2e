import { apiRoute } from "@/lib/api/http";
import { countQuestions } from "@/lib/data/questions";

export const GET = apiRoute({ auth: "editor" }, async () => ({ count: await countQuestions() }));
