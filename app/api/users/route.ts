import { apiRoute } from "@/lib/api/http";
import { toUserResponse } from "@/lib/auth/user-response";
import { listUsers } from "@/lib/data/users";

export const GET = apiRoute({ auth: "admin" }, async () => (await listUsers()).map(toUserResponse));
