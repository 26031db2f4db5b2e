import { HeartIcon } from "lucide-react";
import { ExternalLink } from "@/components/site/external-link";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

// requirements §2: always in a new tab.
export function DonateLink({
  href,
  label,
  newTabLabel,
  className,
}: {
  href: string;
  label: string;
  newTabLabel: string;
  className?: string;
}) {
  return (
    <ExternalLink
      href={href}
      newTabLabel={newTabLabel}
      className={cn(buttonVariants({ variant: "amber" }), "h-11 font-bold tracking-wide", className)}
    >
      <HeartIcon aria-hidden="true" />
      {label}
    </ExternalLink>
  );
}
