import { redirect } from "next/navigation";
import { ShieldAlert } from "lucide-react";
import { getTranslator } from "@/lib/i18n/server";
import { allows, type AuthPolicy } from "@/lib/auth/policy";
import { getCurrentUser } from "@/lib/session";

/** Renders its children only for a role the policy allows; others see the spec's Access Denied. */
export async function RoleGate({ policy, children }: { policy: Exclude<AuthPolicy, "public" | "user">; children: React.ReactNode }) {
  const user = await getCurrentUser();
  if (!user) redirect("/admin/login");
  if (allows(policy, user.role)) return children;
  return <AccessDenied />;
}

export async function AccessDenied() {
  const t = await getTranslator();
  return (
    <section role="alert" className="mx-auto mt-10 max-w-lg rounded-lg border bg-card p-8 text-center">
      <ShieldAlert className="mx-auto mb-4 size-10 text-destructive" aria-hidden />
      <h1 className="text-2xl font-semibold">{t("admin.accessDenied.title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("admin.accessDenied.body")}</p>
    </section>
  );
}
