// GET /teachings/feed.xml — the podcast feed of every teaching on the site with audio (public)
import { teachingsFeedResponse } from "@/lib/teachings/feed-response";

export const GET = () => teachingsFeedResponse();
