import type { Metadata } from "next";
import { RegisterForm } from "./register-form";

export const metadata: Metadata = { title: "Register" };
export const instant = false;

export default function RegisterPage() {
  return <RegisterForm />;
}
