import { teachingListRoutes } from "@/lib/api/teaching-lists";

const routes = teachingListRoutes("series");
export const GET = routes.GET;
export const POST = routes.POST;
