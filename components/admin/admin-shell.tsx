"use client";

import Link from "next/link";
import { useState } from "react";
import { ArrowLeft, Menu } from "lucide-react";
import { AdminSideNav } from "@/components/admin/admin-side-nav";
import { LogoutButton } from "@/components/admin/logout-button";
import { SkipLink } from "@/components/site/skip-link";
import { useT } from "@/components/i18n/i18n-provider";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import type { AdminNavItem } from "@/components/admin/admin-nav-items";
import { cn } from "@/lib/utils";

const COMPACT_ACTION = "shrink-0 max-sm:size-11 max-sm:px-0";

type ShellUser = { username: string; role: "admin" | "editor" | "pending" };

/** requirements §2 "Layout": header with Return to Website and Logout, side navigation, content. */
export function AdminShell({
  user,
  navItems,
  children,
}: {
  user: ShellUser;
  navItems: AdminNavItem[];
  children: React.ReactNode;
}) {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink label={t("site.skipToContent")} />
      <header className="sticky top-0 z-30 border-b bg-card">
        <div className="flex h-16 items-center gap-3 px-4">
          {navItems.length > 0 && (
            <Button
              variant="ghost"
              size="icon"
              className="md:hidden"
              aria-label={t("admin.openMenu")}
              onClick={() => setMenuOpen(true)}
            >
              <Menu className="size-5" aria-hidden />
            </Button>
          )}
          {/* On a phone the title gives way and the two actions keep only their icons (labels stay for screen readers). */}
          <Link href="/admin/dashboard" className="min-w-0 truncate text-lg font-semibold">
            {t("site.name")} {t("admin.title")}
          </Link>
          <span className="ml-auto hidden text-sm text-muted-foreground lg:inline">
            {t("admin.signedInAs", { name: user.username, role: t(`adminUsers.roles.${user.role}`) })}
          </span>
          <Button asChild variant="ghost" size="sm" className={cn("ml-auto lg:ml-0", COMPACT_ACTION)}>
            <Link href="/">
              <ArrowLeft className="size-4" aria-hidden />
              <span className="max-sm:sr-only">{t("admin.returnToWebsite")}</span>
            </Link>
          </Button>
          <LogoutButton className={COMPACT_ACTION} />
        </div>
      </header>
      <div className="flex flex-1">
        {navItems.length > 0 && (
          <aside className="hidden w-60 shrink-0 border-r bg-card p-4 md:block">
            <AdminSideNav items={navItems} />
          </aside>
        )}
        <main id="main" className="min-w-0 flex-1 p-4 md:p-8">
          {children}
        </main>
      </div>
      <MenuSheet open={menuOpen} onOpenChange={setMenuOpen} navItems={navItems} />
    </div>
  );
}

function MenuSheet({
  open,
  onOpenChange,
  navItems,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  navItems: AdminNavItem[];
}) {
  const t = useT();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="w-72 p-4">
        <SheetHeader>
          <SheetTitle>{t("admin.sideNavigation")}</SheetTitle>
        </SheetHeader>
        <AdminSideNav items={navItems} onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
