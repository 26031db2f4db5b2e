import { teachingsFeedResponse } from "@/lib/teachings/feed-response";

export const GET = () => teachingsFeedResponse();
