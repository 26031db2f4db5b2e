"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useT } from "@/components/i18n/i18n-provider";
import { cn } from "@/lib/utils";
import { ADMIN_NAV_GROUPS, type AdminNavItem } from "@/components/admin/admin-nav-items";

export function AdminSideNav({ items, onNavigate }: { items: AdminNavItem[]; onNavigate?: () => void }) {
  const t = useT();
  const pathname = usePathname();
  const link = (item: AdminNavItem) => {
    const active = pathname === item.href || pathname.startsWith(`${item.href}/`);
    return (
      <li key={item.href}>
        <Link
          href={item.href}
          onClick={onNavigate}
          aria-current={active ? "page" : undefined}
          className={cn(
            "flex min-h-11 items-center rounded-md px-3 text-sm font-medium transition-colors",
            active ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-muted",
          )}
        >
          {t(item.label)}
        </Link>
      </li>
    );
  };
  const groups = ADMIN_NAV_GROUPS.map((group) => ({ group, items: items.filter((item) => item.group === group) }));
  return (
    <nav aria-label={t("admin.sideNavigation")} className="space-y-4">
      <ul className="space-y-1">{items.filter((item) => !item.group).map(link)}</ul>
      {groups
        .filter(({ items: grouped }) => grouped.length > 0)
        .map(({ group, items: grouped }) => (
          <div key={group}>
            <p
              id={`admin-nav-${group}`}
              className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              {t(`admin.navGroups.${group}`)}
            </p>
            <ul aria-labelledby={`admin-nav-${group}`} className="space-y-1">
              {grouped.map(link)}
            </ul>
          </div>
        ))}
    </nav>
  );
}
