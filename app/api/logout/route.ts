import { apiRoute } from "@/lib/api/http";
import { endSession } from "@/lib/session";

export const POST = apiRoute({ auth: "public" }, async () => {
  await endSession();
  return { success: true, message: "You have been logged out successfully" };
});
