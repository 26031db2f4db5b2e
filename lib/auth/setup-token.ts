import "server-only";
import { issueSetupToken } from "@/lib/data/users";
import { env } from "@/lib/env";

// decision 011: on a public deployment the first visitor must not own the site.
export async function announceSetupToken() {
  try {
    const token = await issueSetupToken();
    if (!token) return;
    const origin = env.NEXTAUTH_URL?.replace(/\/$/, "") ?? `http://localhost:${process.env.PORT ?? 3000}`;
    console.log(
      `\nNo administrator yet. Register the first one at ${origin}/admin/register?setup=${token}\n` +
        "(one-time link; or run `npm run admin:create`; registrations from this machine become admin too)\n",
    );
  } catch (error) {
    console.error("Could not issue a setup token:", error instanceof Error ? error.message : error);
  }
}
