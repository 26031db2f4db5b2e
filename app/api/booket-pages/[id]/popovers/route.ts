// requirements §7's other spelling of /api/booklet-pages/[id]/popovers
export { GET, POST } from "@/app/api/booklet-pages/[id]/popovers/route";
