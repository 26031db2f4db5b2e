import type { Metadata } from "next";
import { RegisterForm } from "./register-form";

export const metadata: Metadata = { title: "Register" };
// Reads the session to send a signed-in visitor on (RedirectIfSignedIn): not an instant navigation.
export const instant = false;

export default function RegisterPage() {
  return <RegisterForm />;
}
