// GET /api/series — series by name, each with its number of teachings on the site (public); POST — add one (editor)
import { teachingListRoutes } from "@/lib/api/teaching-lists";

const routes = teachingListRoutes("series");
export const GET = routes.GET;
export const POST = routes.POST;
