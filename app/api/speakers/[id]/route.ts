import { teachingListRoutes } from "@/lib/api/teaching-lists";

const routes = teachingListRoutes("speaker");
export const PATCH = routes.PATCH;
export const DELETE = routes.DELETE;
