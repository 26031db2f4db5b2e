import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/session";

/** requirements §2: the login and register pages send a logged-in user to the dashboard. */
export async function RedirectIfSignedIn() {
  if (await getCurrentUser()) redirect("/admin/dashboard");
  return null;
}
