import type { Metadata } from "next";
import { LoginForm } from "./login-form";

export const metadata: Metadata = { title: "Login" };
// Reads the session to send a signed-in visitor on (RedirectIfSignedIn): not an instant navigation.
export const instant = false;

export default function LoginPage() {
  return <LoginForm />;
}
