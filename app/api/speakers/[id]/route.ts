// PATCH /api/speakers/[id] — rename or describe a speaker; DELETE — remove it, its teachings stay (editor, or admin when restricted)
import { teachingListRoutes } from "@/lib/api/teaching-lists";

const routes = teachingListRoutes("speaker");
export const PATCH = routes.PATCH;
export const DELETE = routes.DELETE;
