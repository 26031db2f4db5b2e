// GET /api/speakers — speakers by name, each with its number of teachings on the site (public); POST — add one (editor)
import { teachingListRoutes } from "@/lib/api/teaching-lists";

const routes = teachingListRoutes("speaker");
export const GET = routes.GET;
export const POST = routes.POST;
