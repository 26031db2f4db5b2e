import { apiRoute } from "@/lib/api/http";
import { toSessionUserResponse } from "@/lib/auth/user-response";

export const GET = apiRoute({ auth: "user" }, async ({ user }) => toSessionUserResponse(user));
