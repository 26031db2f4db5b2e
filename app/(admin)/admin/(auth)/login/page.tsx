import type { Metadata } from "next";
import { LoginForm } from "./login-form";

export const metadata: Metadata = { title: "Login" };
export const instant = false;

export default function LoginPage() {
  return <LoginForm />;
}
