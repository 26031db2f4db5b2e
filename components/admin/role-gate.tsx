import { redirect } from "next/navigation";
import { Clock, ShieldAlert } from "lucide-react";
import { getTranslator } from "@/lib/i18n/server";
import { allows, type AuthPolicy } from "@/lib/auth/policy";
import { getCurrentUser } from "@/lib/session";

/** A pending account sees the waiting notice (requirements §D2), any other role the spec's Access Denied. */
export async function RoleGate({
  policy,
  pendingNotice = true,
  children,
}: {
  policy: Exclude<AuthPolicy, "public" | "user">;
  pendingNotice?: boolean;
  children: React.ReactNode;
}) {
  const user = await getCurrentUser();
  if (!user) redirect("/admin/login");
  if (allows(policy, user.role)) return children;
  if (user.role === "pending" && pendingNotice) return <PendingNotice />;
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

async function PendingNotice() {
  const t = await getTranslator();
  return (
    <section className="mx-auto mt-10 max-w-lg rounded-lg border bg-card p-8 text-center">
      <Clock className="mx-auto mb-4 size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-2xl font-semibold">{t("admin.pending.title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("admin.pending.body")}</p>
    </section>
  );
}
