import { cn } from "@/lib/utils";

// Decorative: the link around it carries the name.
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={cn("shrink-0", className)}>
      <rect width="40" height="40" rx="10" fill="var(--primary)" />
      <path d="M20 7v13M15 11.5h10" stroke="var(--amber)" strokeWidth="2.6" strokeLinecap="round" />
      <path
        d="M8 24.5c4-1.6 8-1.2 12 1.2 4-2.4 8-2.8 12-1.2v8c-4-1.6-8-1.2-12 1.2-4-2.4-8-2.8-12-1.2z"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M20 25.7v8" stroke="#fff" strokeWidth="2" />
    </svg>
  );
}
