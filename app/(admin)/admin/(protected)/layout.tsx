import { Suspense } from "react";
import { redirect } from "next/navigation";
import { ADMIN_NAV_ITEMS } from "@/components/admin/admin-nav-items";
import { AdminShell } from "@/components/admin/admin-shell";
import { AdminUserProvider } from "@/components/admin/admin-user";
import { QueryProvider } from "@/components/admin/query-provider";
import { PageSpinner } from "@/components/ui/spinner";
import { allows } from "@/lib/auth/policy";
import { getCurrentUser } from "@/lib/session";

// requirements §2: a spinner while the user loads; logged out → /admin/login.
export default function ProtectedLayout({ children }: { children: React.ReactNode }) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <SignedInShell>{children}</SignedInShell>
    </Suspense>
  );
}

async function SignedInShell({ children }: { children: React.ReactNode }) {
  const user = await getCurrentUser();
  if (!user) redirect("/admin/login");
  const navItems = ADMIN_NAV_ITEMS.filter((item) => allows(item.policy, user.role)).map(({ href, label, group }) => ({
    href,
    label,
    group,
  }));
  return (
    <AdminUserProvider user={{ id: user.id, username: user.username, role: user.role }}>
      <QueryProvider>
        <AdminShell user={{ username: user.username, role: user.role }} navItems={navItems}>
          {children}
        </AdminShell>
      </QueryProvider>
    </AdminUserProvider>
  );
}
