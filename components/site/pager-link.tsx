import Link from "next/link";
import { cn } from "@/lib/utils";

const PAGER_LINK = "inline-flex min-h-11 items-center rounded-md border border-peach-strong px-4 font-medium";

/** A previous/next link of a public list; without an address, the same box marked unavailable. */
export function PagerLink({ href, children }: { href: string | null; children: React.ReactNode }) {
  return href ? (
    <Link href={href} className={cn(PAGER_LINK, "hover:bg-peach-strong")}>
      {children}
    </Link>
  ) : (
    <span aria-disabled="true" className={cn(PAGER_LINK, "opacity-50")}>
      {children}
    </span>
  );
}
