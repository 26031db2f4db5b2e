// GET /api/contact/messages — contact messages, newest first (editor)
import { apiRoute } from "@/lib/api/http";
import { listContactMessages } from "@/lib/data/contact-messages";

export const GET = apiRoute({ auth: "editor" }, async () => listContactMessages());
