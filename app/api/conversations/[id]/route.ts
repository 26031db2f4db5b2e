import { apiRoute, idParams } from "@/lib/api/http";
import { getConversation } from "@/lib/data/chat";

export const GET = apiRoute({ auth: "editor", params: idParams }, async ({ params }) => getConversation(params.id));
