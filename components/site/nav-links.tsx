"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { withoutLocale } from "@/lib/i18n/paths";

export type NavLink = { href: string; label: string };

// A visitor may read /about in German (cookie) with links to /de/….
function isCurrent(pathname: string, href: string) {
  const [page, target] = [withoutLocale(pathname), withoutLocale(href)];
  return target === "/" ? page === "/" : page === target || page.startsWith(`${target}/`);
}

// Plain class strings: this island is on every public page, so it stays free of class-merging code.
const LINK = "inline-flex min-h-11 items-center rounded-md font-medium transition-colors hover:bg-peach-strong";
const CURRENT = "bg-peach-strong text-primary underline decoration-2 underline-offset-8";

export function NavLinks({
  links,
  vertical = false,
  onNavigate,
}: {
  links: NavLink[];
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  const pathname = usePathname();
  return (
    <ul className={vertical ? "flex flex-col gap-1" : "flex gap-1"}>
      {links.map(({ href, label }) => {
        const current = isCurrent(pathname, href);
        return (
          <li key={href}>
            <Link
              href={href}
              aria-current={current ? "page" : undefined}
              onClick={onNavigate}
              className={`${LINK} ${vertical ? "w-full px-4 text-lg" : "px-3"}${current ? ` ${CURRENT}` : ""}`}
            >
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
