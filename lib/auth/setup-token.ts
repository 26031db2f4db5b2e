import "server-only";
import { issueSetupToken } from "@/lib/data/users";
import { env } from "@/lib/env";
import { serverOrigin } from "@/lib/next-internals/server-origin.mjs";

// decision 011: on a public deployment the first visitor must not own the site.
export async function announceSetupToken() {
  try {
    const token = await issueSetupToken();
    if (!token) return;
    // The server's own address (`npm start -- -p 4000` sets no PORT) where no public one is configured.
    const origin =
      env.NEXTAUTH_URL?.replace(/\/$/, "") ?? serverOrigin() ?? `http://localhost:${process.env.PORT ?? 3000}`;
    console.log(
      `\nNo administrator yet. Register the first one at ${origin}/admin/register?setup=${token}\n` +
        "(one-time link; or run `npm run admin:create`; registrations from this machine become admin too)\n",
    );
  } catch (error) {
    console.error("Could not issue a setup token:", error instanceof Error ? error.message : error);
  }
}
