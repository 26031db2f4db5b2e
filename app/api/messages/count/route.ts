import { apiRoute } from "@/lib/api/http";
import { countContactMessages } from "@/lib/data/contact-messages";

export const GET = apiRoute({ auth: "editor" }, async () => countContactMessages());
