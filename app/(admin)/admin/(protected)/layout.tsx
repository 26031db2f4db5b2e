import { Suspense } from "react";
import { redirect } from "next/navigation";
import { Clock } from "lucide-react";
import { ADMIN_NAV_ITEMS } from "@/components/admin/admin-nav-items";
import { AdminShell } from "@/components/admin/admin-shell";
import { AdminUserProvider } from "@/components/admin/admin-user";
import { QueryProvider } from "@/components/admin/query-provider";
import { Spinner } from "@/components/ui/spinner";
import { getTranslator } from "@/lib/i18n/server";
import { allows } from "@/lib/auth/policy";
import { getCurrentUser } from "@/lib/session";

// spec §2: a spinner while the user loads; logged out → /admin/login. DESIGN §2: pending
// accounts see only the waiting notice.
export default function ProtectedLayout({ children }: { children: React.ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="flex min-h-dvh items-center justify-center">
          <Spinner size="lg" />
        </div>
      }
    >
      <SignedInShell>{children}</SignedInShell>
    </Suspense>
  );
}

async function SignedInShell({ children }: { children: React.ReactNode }) {
  const user = await getCurrentUser();
  if (!user) redirect("/admin/login");
  const navItems = ADMIN_NAV_ITEMS.filter((item) => allows(item.policy, user.role)).map(({ href, label }) => ({ href, label }));
  return (
    <AdminUserProvider user={{ id: user.id, username: user.username, role: user.role }}>
      <QueryProvider>
        <AdminShell user={{ username: user.username, role: user.role }} navItems={navItems}>
          {user.role === "pending" ? <PendingNotice /> : children}
        </AdminShell>
      </QueryProvider>
    </AdminUserProvider>
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
