"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils";

export type NavLink = { href: string; label: string };

const isCurrent = (pathname: string, href: string) => (href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`));

/** Home / About / Contact with the current page highlighted (spec §2 "Public header"). */
export function NavLinks({ links, vertical = false, onNavigate }: { links: NavLink[]; vertical?: boolean; onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <ul className={cn("flex gap-1", vertical && "flex-col")}>
      {links.map(({ href, label }) => {
        const current = isCurrent(pathname, href);
        return (
          <li key={href}>
            <Link
              href={href}
              aria-current={current ? "page" : undefined}
              onClick={onNavigate}
              className={cn(
                "inline-flex min-h-11 items-center rounded-md px-3 font-medium transition-colors hover:bg-peach-strong",
                vertical && "w-full px-4 text-lg",
                current && "bg-peach-strong text-primary underline decoration-2 underline-offset-8",
              )}
            >
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
