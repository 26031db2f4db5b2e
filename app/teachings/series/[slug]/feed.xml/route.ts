import { teachingsFeedResponse } from "@/lib/teachings/feed-response";

export async function GET(_req: Request, { params }: RouteContext<"/teachings/series/[slug]/feed.xml">) {
  const { slug } = await params;
  return /^[a-z0-9-]{1,100}$/.test(slug) ? teachingsFeedResponse(slug) : new Response("Not found.", { status: 404 });
}
