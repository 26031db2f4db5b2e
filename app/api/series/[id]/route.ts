// PATCH /api/series/[id] — rename or describe a series; DELETE — remove it, its teachings stay (editor, or admin when restricted)
import { teachingListRoutes } from "@/lib/api/teaching-lists";

const routes = teachingListRoutes("series");
export const PATCH = routes.PATCH;
export const DELETE = routes.DELETE;
