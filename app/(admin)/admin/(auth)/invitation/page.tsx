import type { Metadata } from "next";
import { InvitationForm } from "./invitation-form";

export const metadata: Metadata = { title: "Create your account" };

export default function InvitationPage() {
  return <InvitationForm />;
}
