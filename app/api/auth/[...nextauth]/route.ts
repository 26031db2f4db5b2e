// GET|POST /api/auth/* — next-auth's own endpoints (sign-in with Credentials, CSRF, session, sign-out)
import NextAuth from "next-auth";
import { authOptions } from "@/auth";

type NextAuthContext = { params: Promise<{ nextauth: string[] }> };

async function handler(req: Request, context: NextAuthContext) {
  return NextAuth(req as never, context as never, authOptions()) as Promise<Response>;
}

export { handler as GET, handler as POST };
