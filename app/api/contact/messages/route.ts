import { apiRoute } from "@/lib/api/http";
import { listContactMessages } from "@/lib/data/contact-messages";

export const GET = apiRoute({ auth: "editor" }, async () => listContactMessages());
